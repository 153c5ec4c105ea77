/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const policyFor = (method: string, headers: Record<string, string>, body?: string) =>
  proxy(new NextRequest('http://localhost/about', { method, headers, body })).headers.get('content-security-policy');

describe('proxy', () => {
  it("leaves a page read, GET or HEAD, with the page's own hash policy, even when it carries a content-type", () => {
    for (const method of ['GET', 'HEAD']) expect(policyFor(method, { 'content-type': 'text/plain' })).toBeNull();
  });

  it('gives a form POST, which renders the page on demand, a policy with a nonce', () => {
    expect(policyFor('POST', { 'content-type': 'multipart/form-data; boundary=x' }, '')).toMatch(/'nonce-/);
  });
});
