/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScripts, scriptHashesOfHtml, sha256Source } from '@/lib/security/script-hashes.mjs';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('scriptHashesOfHtml', () => {
  it('hashes the exact text of each inline script, as browsers do', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"a\\u003cb"])';
    const html = `<html><head><script>${first}</script></head><body><script id="_R_">${second}</script></body></html>`;
    expect(scriptHashesOfHtml(html)).toEqual([hashOf(first), hashOf(second)].sort());
  });

  it('ignores script files, JSON-LD and other data blocks, and empty scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script data-src="x" src="/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="text/template"><b>x</b></script>',
      '<script></script>',
    ].join('');
    expect(scriptHashesOfHtml(html)).toEqual([]);
  });

  it('hashes module and explicitly typed JavaScript, once per distinct text', () => {
    const html = '<script type="module">go()</script><script type=\'text/javascript\'>go()</script><script>go()</script>';
    expect(scriptHashesOfHtml(html)).toEqual([hashOf('go()')]);
  });

  it('hashes multi-byte text as UTF-8', () => {
    expect(sha256Source('“é”')).toBe(hashOf('“é”'));
  });
});

describe('inlineScripts', () => {
  it('returns the text of each executable inline script in document order, duplicates kept', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'a()']);
  });
});
