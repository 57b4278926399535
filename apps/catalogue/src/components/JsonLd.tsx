import { serializeJsonLd } from '../groupJsonLd';

/** Renders structured data in place (search engines read JSON-LD anywhere in the page). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
