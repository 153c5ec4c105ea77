import { render } from '@testing-library/react';
import { SocialIcon } from '@/components/layout/social-icon';
import { siteConfig } from '@/content/site-config';

describe('SocialIcon', () => {
  // On the footer the mark is white (currentColor): a detail painted white inside it disappeared.
  it.each(siteConfig.social.map((profile) => profile.network))('%s is drawn in the text colour alone, its details cut out of it', (network) => {
    const { container } = render(<SocialIcon network={network} />);
    const painted = [...container.querySelectorAll('svg, svg *')].flatMap((element) =>
      ['fill', 'stroke'].map((attribute) => element.getAttribute(attribute)).filter((value) => value !== null),
    );
    expect(painted.filter((value) => value !== 'currentColor' && value !== 'none')).toEqual([]);
  });
});
