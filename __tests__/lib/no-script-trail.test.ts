import { breadcrumbLabels } from '@/lib/content/navigation';
import { NO_SCRIPT_CRUMB_PLACEHOLDER, unknownCrumbLabels, withNoScriptCrumbs } from '@/lib/no-script-trail';

const crumb = (text: string) => `<noscript><span aria-current="page" class="truncate">${text}</span></noscript>`;
// The same words in the page's payload script, whose hash the policy lists: never touched.
const payload = `<script>self.__next_f.push([1,"[\\"$\\",\\"noscript\\",null,{\\"children\\":\\"${NO_SCRIPT_CRUMB_PLACEHOLDER}\\"}]"])</script>`;
const page = `<nav><ol><li>Home</li>${crumb(NO_SCRIPT_CRUMB_PLACEHOLDER)}</ol></nav><h1>${NO_SCRIPT_CRUMB_PLACEHOLDER}</h1>${payload}`;

describe('unknownCrumbLabels', () => {
  it('labels the segments below the section, unknown ones capitalised word by word with hyphens as spaces', () => {
    expect(unknownCrumbLabels('/services/some-unknown-sector', '/services', breadcrumbLabels)).toEqual(['Some Unknown Sector']);
    expect(unknownCrumbLabels('/insights/topics/net-zero', '/insights/topics', breadcrumbLabels)).toEqual(['Net Zero']);
    expect(unknownCrumbLabels('/insights/vr-2031/notes', '/', breadcrumbLabels)).toEqual(['Insights', 'Vr 2031', 'Notes']);
  });
});

describe('withNoScriptCrumbs', () => {
  it("writes the labels into the <noscript> crumb only, leaving the heading and the payload's bytes as they are", () => {
    const filled = withNoScriptCrumbs(page, ['Insights', 'Vr 2031']);
    expect(filled).toBe(page.replace(crumb(NO_SCRIPT_CRUMB_PLACEHOLDER), crumb('Insights / Vr 2031')));
    expect(filled).toContain(payload);
  });

  it('escapes what the address holds', () => {
    expect(withNoScriptCrumbs(page, ['<img src=x onerror=alert(1)>', '"&\''])).toContain(crumb('&lt;img src=x onerror=alert(1)&gt; / &quot;&amp;&#39;'));
  });

  it('takes a replacement pattern in the address literally', () => {
    expect(withNoScriptCrumbs(page, ["$1 $& $'"])).toContain(crumb('$1 $&amp; $&#39;'));
  });

  it('leaves a page without the crumb, or a path without segments, as it is', () => {
    expect(withNoScriptCrumbs('<p>none</p>', ['X'])).toBe('<p>none</p>');
    expect(withNoScriptCrumbs(page, [])).toBe(page);
  });
});
