/**
 * "Compartir": the system's share sheet where there is one (phones), else the address
 * copied to the clipboard, said in a polite status. It is a link to the page itself, so
 * without JavaScript it can still be copied or long-pressed.
 */
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Button, Text } from '@territorio/design-system';

export function ShareLink({ url, title }: { url: string; title: string }) {
  const [said, setSaid] = useState('');
  const share = async (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        setSaid('Copiamos el enlace de esta unidad.');
      }
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError')
        setSaid(`No pudimos copiar el enlace. Copialo de acá: ${url}`);
    }
  };
  return (
    <>
      <Button href={url} variant="secondary" fullWidth onClick={(event) => void share(event)}>
        Compartir esta unidad
      </Button>
      <p role="status">
        <Text as="span" size="small">
          {said}
        </Text>
      </p>
    </>
  );
}
