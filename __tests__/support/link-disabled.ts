/**
 * jsdom has no HTMLLinkElement.disabled; in browsers it reflects the `disabled` attribute (HTML standard), and
 * removing the attribute is what makes the browser fetch the stylesheet (e2e/critical-css.spec.ts checks that).
 * Call it once in a test file's beforeAll.
 */
export function reflectLinkDisabled() {
  Object.defineProperty(HTMLLinkElement.prototype, 'disabled', {
    configurable: true,
    get(this: HTMLLinkElement) {
      return this.hasAttribute('disabled');
    },
    set(this: HTMLLinkElement, value: boolean) {
      this.toggleAttribute('disabled', value);
    },
  });
}
