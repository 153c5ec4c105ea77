/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { criticalCssSources, criticalCssText, inlineCriticalCss, pageStylesheets, renderBlockingStylesheets } from '@/lib/performance/critical-css.mjs';
import { createRuleSelector, judgedAsList, judgedByAttribute, unwrapLogicalPseudos, withAttributeSpelling } from '@/lib/performance/rule-selector.mjs';
import { deferredStylesheet } from '@/lib/performance/deferred-stylesheet.mjs';
import { classCandidates, classesOnlyScriptsSet, pageScripts, stateMarkup } from '@/lib/performance/script-classes.mjs';
import { dropUnusedCustomProperties } from '@/lib/performance/unused-custom-properties.mjs';

// The head `next build` writes for a prerendered page: the CSS chunk as a precedence link, then the scripts.
const HREF = '/_next/static/chunks/site.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const SHEET = [
  ':root{--color-river:#0e6e74;--color-unused:#123456}',
  '.title{color:var(--color-river)}',
  '.card{padding:1rem}',
  '.footer-only{margin:2rem}',
  ':focus-visible{outline:3px solid #b8652c}',
  '::selection{color:#fff}',
  '.prose :is(h2,h3)+p{margin-top:.75rem}',
  '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}',
  '.content-\\[\\"\\>\\"\\]:after{content:">"}',
  '@media (min-width:40rem){.title{font-size:2rem}.nowhere{display:none}}',
].join('');
const longText = 'Casper '.repeat(400);

function page(main: string, footer = '<footer><p class="footer-only">Footer</p></footer>') {
  return [
    `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>${LINK}`,
    '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    `<body><main><h1 class="title">Casper</h1>${main}</main>${footer}<script>self.__next_f.push([1,"x"])</script></body></html>`,
  ].join('');
}

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'site.css'), SHEET);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** A build folder of its own whose site stylesheet is `css`, for `run`; removed after. */
async function withSheet(css: string, run: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-sheet-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'chunks', 'site.css'), css);
  try {
    await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('inlineCriticalCss', () => {
  it('puts the rules the page uses at the end of <head>, then the link, deferred, before any inline script; markup untouched', async () => {
    const html = page(`<p class="card">${longText}</p><div class="prose"><h3>Terms</h3><p>Text</p></div>`);
    const out = await inlineCriticalCss(html, { beasties: createRuleSelector(distDir) });
    const css = criticalCssText(out);
    expect(css).toContain('.title{color:var(--color-river)}');
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('font-size:2rem');
    // The whole page's rules, however long the page: its footer's too. The sheet is for other pages only.
    expect(css).toContain('.footer-only{margin:2rem}');
    // A rule behind a list in :is() (Beasties alone dropped it: nothing left to match).
    expect(css).toContain('.prose :is(h2,h3)+p{margin-top:.75rem}');
    // Unused rules and an unused token stay in the file only.
    expect(css).not.toMatch(/nowhere|--color-unused/);
    expect(css).toContain('--color-river:#0e6e74');
    expect(renderBlockingStylesheets(out)).toEqual([]);
    expect(criticalCssSources(out)).toEqual([HREF]);
    expect(out.indexOf('<style data-critical-from=')).toBeGreaterThan(out.indexOf('<script src='));
    const deferred = deferredStylesheet([LINK]);
    // After the <style>, so that once a navigation applies the full sheet its rules keep their order; in the <head>, so the
    // disabled link is in the document before the RSC payload's stylesheet hint can reach React.
    expect(out).toContain(`${css}</style>${deferred}</head>`);
    expect(out.indexOf(deferred)).toBeLessThan(out.indexOf('self.__next_f'));
    // Everything but the two moved tags is byte for byte what Next wrote (React hydrates it; CSP hashes it).
    expect(out.replace(/<style data-critical-from="[^"]+">[\s\S]*?<\/style>/, '').replace(deferred, '')).toBe(html.replace(LINK, ''));
  });

  it('keeps a rule for a state the visitor sets on any element (the focus ring), not other bare pseudo-selectors', async () => {
    const css = criticalCssText(await inlineCriticalCss(page(`<p class="card">${longText}</p>`), { beasties: createRuleSelector(distDir) }));
    expect(css).toContain(':focus-visible{outline:3px solid #b8652c}');
    expect(css).not.toContain('::selection');
  });

  it('leaves the print sheet\'s link where it is, out of the page\'s rules, and no other link for print', async () => {
    const printLink = '<link rel="stylesheet" href="/print.css?v=0123456789" media="print"/>';
    const printSheet = (link: string) => page(`<p class="card">${longText}</p>`).replace('<script src=', `${link}<script src=`);
    const beasties = createRuleSelector(distDir);
    const out = await inlineCriticalCss(printSheet(printLink), { beasties });
    expect(out).toContain(`${printLink}<script src=`);
    expect(renderBlockingStylesheets(out)).toEqual([]);
    expect(criticalCssText(out)).toContain('.card{padding:1rem}');
    // A print stylesheet of another address, or one for every medium, blocks the first paint of some page: refused.
    for (const other of ['<link rel="stylesheet" href="/other.css" media="print"/>', printLink.replace(' media="print"', '')]) {
      await expect(inlineCriticalCss(printSheet(other), { beasties })).rejects.toThrow('unexpected shape');
    }
  });

  it('leaves a page with no stylesheet as it is, and refuses a stylesheet link of another shape', async () => {
    const plain = '<!DOCTYPE html><html><head></head><body><main>No styles</main></body></html>';
    const beasties = createRuleSelector(distDir);
    await expect(inlineCriticalCss(plain, { beasties })).resolves.toBe(plain);
    const odd = plain.replace('</head>', '<link rel="stylesheet" href="https://cdn.example/x.css"></head>');
    await expect(inlineCriticalCss(odd, { beasties })).rejects.toThrow('unexpected shape');
  });
});

describe('a stylesheet only some pages link', () => {
  it('is inlined whole, its link left where it was but disabled and for no media (never fetched, still adopted by React)', async () => {
    const HERO = '/_next/static/chunks/hero.css';
    const heroLink = `<link rel="stylesheet" href="${HERO}" data-precedence="next"/>`;
    const html = page(`<p class="card">${longText}</p>`).replace('</head>', `${heroLink}</head>`);
    const wholeSheets = new Map([[HERO, '.hero{background:url(data:image/svg+xml,%3Csvg%3E%3C/svg%3E)}']]);
    const out = await inlineCriticalCss(html, { beasties: createRuleSelector(distDir), wholeSheets });
    expect(out).toContain(`<style data-inlined-from="${HERO}">${wholeSheets.get(HERO)}</style>`);
    expect(out).toContain(heroLink.replace('/>', ' media="not all" disabled=""/>'));
    expect(renderBlockingStylesheets(out)).toEqual([]);
    expect(criticalCssSources(out)).toEqual([HREF]);
    expect(pageStylesheets(out)).toEqual([HREF, HERO]);
    expect(await inlineCriticalCss(out, { beasties: createRuleSelector(distDir), wholeSheets })).toBe(out);
  });

  it('is refused if a url() in it is relative (it would resolve against the page)', async () => {
    const HERO = '/_next/static/chunks/hero.css';
    const html = page('<p>x</p>').replace('</head>', `<link rel="stylesheet" href="${HERO}" data-precedence="next"/></head>`);
    const wholeSheets = new Map([[HERO, '.hero{background:url(media/hero.svg)}']]);
    await expect(inlineCriticalCss(html, { beasties: createRuleSelector(distDir), wholeSheets })).rejects.toThrow('relative url()');
  });

  it('is refused if it holds "</style" (the page would end the inlined element there and read the rest as markup)', async () => {
    const HERO = '/_next/static/chunks/hero.css';
    const html = page('<p>x</p>').replace('</head>', `<link rel="stylesheet" href="${HERO}" data-precedence="next"/></head>`);
    const wholeSheets = new Map([[HERO, '.hero::after{content:"</STYLE><p>"}']]);
    await expect(inlineCriticalCss(html, { beasties: createRuleSelector(distDir), wholeSheets })).rejects.toThrow(`${HERO} contains "</style"`);
  });
});

describe('dropUnusedCustomProperties', () => {
  it('keeps the tokens and registrations the rules read or set, following references between them', () => {
    const css = [
      ':root{--a:1px;--b:var(--c);--c:red;--unused:0}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}',
      '@layer properties{@supports (x:y){*,:before,:after{--tw-shadow:0 0 #0000;--tw-gradient-from:#0000}}}',
      '.a{margin:var(--a);color:var(--b)}.s{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}',
    ].join('');
    const out = dropUnusedCustomProperties(css);
    expect(out).toContain('--a:1px');
    expect(out).toContain('--c:red');
    expect(out).toContain('@property --tw-shadow');
    expect(out).not.toMatch(/--unused|--tw-gradient-from/);
  });

  it('keeps a token the page’s own markup reads, and drops blocks left empty', () => {
    const out = dropUnusedCustomProperties(':root{--hero:blue}@layer properties{@supports (x:y){*{--gone:0}}}', {
      alsoUsedIn: '<div style="color:var(--hero)"></div>',
    });
    expect(out).toBe(':root{--hero:blue}');
  });
});

describe('unwrapLogicalPseudos', () => {
  it('sees through the :where() and :is() wrappers Tailwind puts around utilities', () => {
    expect(unwrapLogicalPseudos(':where(.space-y-2\\.5>:not(:last-child))')).toBe('.space-y-2\\.5>:not(:last-child)');
    expect(unwrapLogicalPseudos(':is(:where(.group):hover .group-hover\\:underline)')).toBe('.group:hover .group-hover\\:underline');
  });

  it('turns a list inside them into a selector list, one selector per alternative', () => {
    expect(unwrapLogicalPseudos('.prose-body :is(h2,h3)+p')).toBe('.prose-body h2+p,.prose-body h3+p');
    expect(unwrapLogicalPseudos(':where(select:is([multiple],[size])) optgroup')).toBe('select[multiple] optgroup,select[size] optgroup');
    expect(unwrapLogicalPseudos(':is(.a, :where(.b,.c)) > p')).toBe('.a > p,.b > p,.c > p');
  });
});

describe('a class the HTML writes with entities', () => {
  // React writes `[&::-webkit-details-marker]:hidden` as `[&amp;::-webkit-details-marker]:hidden`; Beasties alone
  // matched the rule against that text, found nothing and dropped it from every page.
  it('keeps its rule, as React writes the class and as the scripts’ state markup does', async () => {
    const beasties = createRuleSelector(distDir);
    const summary = '<details><summary class="[&amp;::-webkit-details-marker]:hidden">Question</summary></details>';
    expect(criticalCssText(await inlineCriticalCss(page(summary), { beasties }))).toContain('::-webkit-details-marker{display:none}');
    const fromScripts = criticalCssText(await inlineCriticalCss(page('<p>x</p>'), { beasties, scriptClasses: ['content-[">"]'] }));
    expect(fromScripts).toContain('content:">"');
  });

  it('leaves it out of a page that does not use it', async () => {
    const css = criticalCssText(await inlineCriticalCss(page('<p>x</p>'), { beasties: createRuleSelector(distDir) }));
    expect(css).not.toMatch(/details-marker|content:/);
  });

  it('is matched by its selector spelled as the HTML spells it', () => {
    expect(withAttributeSpelling('.\\[\\&\\:\\:x\\]\\:hidden::x')).toBe('.\\[\\&amp\\;\\:\\:x\\]\\:hidden::x');
    expect(withAttributeSpelling(".content-\\[\\'\\>\\'\\]")).toBe('.content-\\[\\&\\#x27\\;\\&gt\\;\\&\\#x27\\;\\]');
    // A combinator is not escaped, so it stays one.
    expect(withAttributeSpelling('.a>.b')).toBe('.a>.b');
  });
});

describe('a rule for a bare pseudo-element (lib/performance/pseudo-hosts.mjs)', () => {
  it('is kept where the page has an element it styles, and left out where it has none', () =>
    withSheet('::placeholder{opacity:1}::file-selector-button{margin:0}.title{color:red}', async (dir) => {
      const beasties = createRuleSelector(dir);
      const withField = criticalCssText(await inlineCriticalCss(page('<input placeholder="you@company.com">'), { beasties }));
      expect(withField).toContain('::placeholder{opacity:1}');
      expect(withField).not.toContain('file-selector-button');
      expect(criticalCssText(await inlineCriticalCss(page('<p>x</p>'), { beasties }))).not.toContain('placeholder');
    }));
});

describe('a list of bare classes', () => {
  // Beasties answered `.x,.y` (what `:where(.x,.y)` becomes) from its class cache as if both classes had to be there.
  it('keeps its rule when any one of them is on the page', () =>
    withSheet(':where(.x,.y){color:green}:where(.z,.w){color:red}', async (dir) => {
      const css = criticalCssText(await inlineCriticalCss(page('<p class="x">x</p>'), { beasties: createRuleSelector(dir) }));
      expect(css).toContain(':where(.x,.y){color:green}');
      expect(css).not.toContain('.z');
    }));

  it('is handed to Beasties with a universal selector before each bare class or id, escaped commas left alone', () => {
    expect(judgedAsList('.x,.y')).toBe('*.x,*.y');
    expect(judgedAsList('.a p,#b')).toBe('*.a p,*#b');
    expect(judgedAsList('.transition-\\[color\\,.5s\\]')).toBe('.transition-\\[color\\,.5s\\]');
  });
});

describe('an attribute selector on class', () => {
  // Beasties read `[class*=edge-]` as the class "edge-": the forced-colours outline of every edged element left every page.
  it('keeps its rule where an element matches by the operator, and leaves it out where none does', () =>
    withSheet('@media (forced-colors:active){:where([class*=edge-],button){outline:1px solid}}', async (dir) => {
      const beasties = createRuleSelector(dir);
      expect(criticalCssText(await inlineCriticalCss(page('<p class="card edge-navy-900/10">x</p>'), { beasties }))).toContain('outline:1px solid');
      expect(criticalCssText(await inlineCriticalCss(page('<p class="card">x</p>'), { beasties }))).not.toContain('outline');
    }));

  it('is handed to Beasties with a universal selector before it, a class holding a bracket left alone', () => {
    expect(judgedByAttribute('[class*=edge-],input')).toBe('*[class*=edge-],input');
    expect(judgedByAttribute('p,[id^=x]')).toBe('p,*[id^=x]');
    expect(judgedByAttribute('.transition-\\[color\\,.5s\\]')).toBe('.transition-\\[color\\,.5s\\]');
  });
});

describe('running the step twice', () => {
  it('gives the same page as running it once', async () => {
    const beasties = createRuleSelector(distDir);
    const once = await inlineCriticalCss(page(`<ul class="space"><li class="card">${longText}</li></ul>`), { beasties });
    expect(await inlineCriticalCss(once, { beasties })).toBe(once);
  });
});

describe('the classes only the page’s scripts set (lib/performance/script-classes.mjs)', () => {
  it('carries their rules too, and leaves the markup as it was', async () => {
    const html = page(`<p class="card">${longText}</p>`);
    const out = await inlineCriticalCss(html, { beasties: createRuleSelector(distDir), scriptClasses: ['nowhere', 'not-a-rule'] });
    expect(criticalCssText(out)).toContain('.nowhere{display:none}');
    expect(out).not.toContain('not-a-rule');
    expect(out.replace(/<style[\s\S]*?<\/style>/g, '')).not.toContain('nowhere');
  });

  it('reads the page’s own module scripts, not the framework’s or the noModule polyfills', () => {
    const html = [
      '<script src="/_next/static/chunks/framework.js" async=""></script>',
      '<script src="/_next/static/chunks/layout.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ].join('');
    expect(pageScripts(html, ['static/chunks/framework.js'])).toEqual(['static/chunks/layout.js']);
  });

  it('finds class candidates in a built chunk with Tailwind’s scanner, and keeps those no element of the page has', () => {
    const chunk = 'let t={error:"text-danger",success:"text-success"};e.jsx("ul",{className:"grid w-72"})';
    const found = classCandidates(chunk);
    expect(found).toEqual(expect.arrayContaining(['text-danger', 'text-success', 'grid', 'w-72']));
    expect(classesOnlyScriptsSet('<p class="text-success grid">x</p>', found)).toEqual(expect.arrayContaining(['text-danger', 'w-72']));
    expect(classesOnlyScriptsSet('<p class="text-success grid">x</p>', found)).not.toEqual(expect.arrayContaining(['text-success']));
  });

  it('hands Beasties hidden, nested elements with every class, escaped', () => {
    expect(stateMarkup(['a', 'content-["x"]', 'a'])).toBe('<div hidden class="a content-[&quot;x&quot;]"><div class="a content-[&quot;x&quot;]"></div></div>');
    // Every character React writes as an entity, as React writes it.
    expect(stateMarkup(["[&>p]:x'"])).toBe('<div hidden class="[&amp;&gt;p]:x&#x27;"><div class="[&amp;&gt;p]:x&#x27;"></div></div>');
    expect(stateMarkup([])).toBe('');
  });
});

describe('a build with a deployment id (Vercel Skew Protection: `?dpl=` after each file of the build)', () => {
  const DPL = '?dpl=dpl_4ZRs9m2X';
  const withDeploymentId = (html: string) => html.replace(/(\/_next\/static\/chunks\/[\w.-]+\.(?:css|js))"/g, `$1${DPL}"`);

  it('picks the page’s rules from the file its link names, and defers that link as written', async () => {
    const html = withDeploymentId(page(`<p class="card">${longText}</p>`));
    expect(pageStylesheets(html)).toEqual([`${HREF}${DPL}`]);
    const out = await inlineCriticalCss(html, { beasties: createRuleSelector(distDir) });
    expect(criticalCssText(out)).toContain('.card{padding:1rem}');
    expect(renderBlockingStylesheets(out)).toEqual([]);
    expect(out).toContain(deferredStylesheet([LINK.replace(HREF, `${HREF}${DPL}`)]));
  });

  it('reads the scripts’ classes from their files', () => {
    const html = withDeploymentId('<script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/layout.js" async=""></script>');
    expect(pageScripts(html, ['static/chunks/framework.js'])).toEqual(['static/chunks/layout.js']);
  });
});
