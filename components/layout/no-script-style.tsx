/** Marks what needs JavaScript: hidden without it. */
export const NO_SCRIPT_HIDDEN = 'no-js-hidden';
/** Marks a stand-in laid out as a flex row without JavaScript (and hidden by its own classes with it). */
export const NO_SCRIPT_FLEX = 'no-js-flex';

/**
 * The rules that apply only without JavaScript, in a <noscript> in the <head>: its content is markup only where scripting
 * is off, in every browser. The `scripting` media feature (Tailwind's `noscript:` variant) matches only from Chrome 120
 * and Safari 17, so a supported Chrome 111-119 or Safari 16.4 without JavaScript would show the search page's box,
 * which cannot search then. Unlayered, these rules win over every utility's.
 */
export function NoScriptStyle() {
  return (
    <noscript>
      <style>{`.${NO_SCRIPT_HIDDEN}{display:none}.${NO_SCRIPT_FLEX}{display:flex}`}</style>
    </noscript>
  );
}
