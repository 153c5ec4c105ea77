import type { ButtonLinkPage } from '@/content/newsletter-links';
import { OutcomeView } from '@/components/newsletter/outcome-view';
import { buttonClassName } from '@/components/ui/button-link';
import { BUTTON_FORM_ENCODING } from '@/lib/newsletter/link-paths.mjs';

type ButtonLinkViewProps = { id: string; page: ButtonLinkPage; children?: React.ReactNode };

/**
 * The page a confirmation or unsubscribe link opens, prerendered like every page. Opening the link is rewritten to
 * its open route (app/newsletter/{confirm,unsubscribe}/open/route.ts), which checks the link first and answers with
 * this page only if it is still good. Mail scanners open links, so opening one changes nothing: the button does. The
 * form has no action, so the browser posts to the page's own address, token included, and next.config.ts rewrites
 * that POST, by its encoding, to the route that acts (a plain form, no JavaScript needed); the footer's sign-up form
 * posts there too, differently encoded, and reaches the page. `children` are the form's fields.
 */
export function ButtonLinkView({ id, page, children }: ButtonLinkViewProps) {
  return (
    <OutcomeView id={id} title={page.title}>
      <p>{page.lead}</p>
      <form method="post" encType={BUTTON_FORM_ENCODING}>
        {children}
        <button type="submit" className={buttonClassName('primary')}>
          {page.button}
        </button>
      </form>
    </OutcomeView>
  );
}
