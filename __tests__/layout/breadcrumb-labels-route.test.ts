/** @jest-environment node */
import { GET, dynamic } from '@/app/breadcrumb-labels.json/route';
import { breadcrumbLabels } from '@/lib/content/navigation';

describe('/breadcrumb-labels.json (the lookup the not-found pages fetch)', () => {
  it('is built once, as JSON, and holds every label of the lookup, article titles among them', async () => {
    expect(dynamic).toBe('force-static');
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const labels = await response.json();
    expect(labels).toEqual(breadcrumbLabels);
    expect(labels['vr-workplace-2025']).toMatch(/^Extended Reality at Work/);
  });
});
