import { render, screen } from '@testing-library/react';
import TopicPage from '@/app/insights/topics/[topic]/page';
import { getIndustry } from '@/lib/content/industries';
import { getService } from '@/lib/content/services';
import { allTopics } from '@/lib/content/topics';
import { sectionTitled } from '../support/section-titled';

const renderTopic = async (topic: string) => render(await TopicPage({ params: Promise.resolve({ topic }) }));
const topicOf = (kind: 'subject' | 'service' | 'industry') => allTopics().find((topic) => topic.kind === kind)!;

// A crawler follows only links in the page: the header's Industries menu has none until opened, and an industry's
// topic page was one of the few pages that could link to it.
describe('a topic page named after a service or an industry', () => {
  it('links to the industry page it is named after', async () => {
    const topic = topicOf('industry');
    await renderTopic(topic.slug);
    const section = sectionTitled('How We Can Help');
    expect(section).toHaveTextContent('What we do for companies in this industry:');
    expect(screen.getByRole('link', { name: getIndustry(topic.slug)!.name })).toHaveAttribute('href', `/industries/${topic.slug}`);
  });

  it('links to the service page it is named after', async () => {
    const topic = topicOf('service');
    await renderTopic(topic.slug);
    expect(sectionTitled('How We Can Help')).toHaveTextContent('The service behind these articles:');
    expect(screen.getByRole('link', { name: getService(topic.slug)!.navLabel })).toHaveAttribute('href', `/services/${topic.slug}`);
  });

  it('and a subject topic has no such section', async () => {
    await renderTopic(topicOf('subject').slug);
    expect(screen.queryByRole('heading', { name: 'How We Can Help' })).toBeNull();
  });
});
