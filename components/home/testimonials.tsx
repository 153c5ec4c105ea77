import { SectionHeading } from '@/components/ui/section-heading';
import type { Testimonial } from '@/content/schemas';

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section className="bg-sand-100 py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow="Client voices" title="What Our Clients Say" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-7 shadow-card">
                <svg viewBox="0 0 32 24" aria-hidden="true" className="h-6 w-8 text-copper-600" fill="currentColor">
                  <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.5 7 11h6v13Zm19 0V14c0-8 4-12.5 12-14l1 3c-4.5 1.5-6.5 4.5-6.5 8H31v13Z" />
                </svg>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-navy-900/10 pt-4">
                  <span className="block font-semibold text-navy-900">{testimonial.author}</span>
                  <span className="block text-sm text-ink-soft">{testimonial.position}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
