import { listLookupAddress } from '@/lib/newsletter/list-lookup';

describe('listLookupAddress (npm run subscribers -- unsubscribe)', () => {
  it('spells an address as the sign-up stores it, one today’s rule refuses included', () => {
    expect(listLookupAddress(' Jane@Exämple.com ')).toBe('Jane@xn--exmple-cua.com');
    expect(listLookupAddress(' -old@exämple.com')).toBe('-old@xn--exmple-cua.com');
  });

  it('refuses what is no address at all', () => {
    for (const value of ['', '   ', 'not an address', 'jane at example.com', 'a@b@c']) expect(listLookupAddress(value)).toBeUndefined();
  });
});
