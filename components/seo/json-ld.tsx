import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/** Renders one JSON-LD block; the data is escaped so no string in it can close the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
