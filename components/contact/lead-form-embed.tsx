import { buttonClassName } from '@/components/ui/button-link';
import { siteConfig } from '@/content/site-config';

/** Height of the provider's embedded form (spec: Contact); the frame does not resize itself. */
export const LEAD_FORM_HEIGHT_PX = 1064;

/**
 * The third-party lead form in a frame, or, when no form URL is configured,
 * a panel offering e-mail and phone so the visitor never meets an empty box.
 */
export function LeadFormEmbed({ src }: { src: string | null }) {
  if (src) {
    return (
      <iframe
        src={src}
        title={`Consultation request form for ${siteConfig.name}`}
        height={LEAD_FORM_HEIGHT_PX}
        style={{ height: LEAD_FORM_HEIGHT_PX }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block w-full rounded-xl border-0 bg-white shadow-card"
      />
    );
  }

  const { email, phone, responsePromise } = siteConfig;
  return (
    <div data-testid="lead-form-fallback" className="rounded-xl bg-white p-8 shadow-card edge-navy-900/5">
      <h3 className="text-2xl font-semibold">Write or Call Us Directly</h3>
      <p className="mt-3 text-ink-soft">
        {/* The page's promise, kept here too: this panel is all of the contact path where no form is configured. */}
        Send us a short note about your company and what you are looking for, or call our office. A senior consultant reads every
        message, and {responsePromise}.
      </p>
      {/* The space keeps the two buttons' words apart in the page's text (search excerpts, copying). */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={`mailto:${email}`} className={`${buttonClassName('primary')} wrap-anywhere`}>
          E-mail {email}
        </a>{' '}
        <a href={`tel:${phone.e164}`} className={buttonClassName('secondary')}>
          Call {phone.display}
        </a>
      </div>
    </div>
  );
}
