import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { ensureCatalogue, type Catalogue } from './language-state';
import { useT, type Translate } from './use-translation';

/** Whether any message of the namespace is in the current language's messages. */
function hasNamespace(messages: object, namespace: string): boolean {
  const prefix = `${namespace}.`;
  return Object.keys(messages).some((id) => id.startsWith(prefix));
}

const notYet: Translate = () => '';

/**
 * `useT` for a catalogue fetched when a component first needs it, not with a page or an app (the
 * kit's richer components). Until it arrives the texts are empty, never ids, and the component
 * re-renders when it does; an app that shows such components at once lists the catalogue in
 * `createRemoteLifecycles` or `withCatalogue`, so members never see the gap. A language switch
 * loads every registered catalogue before it happens, so it never opens the gap again.
 */
export function useCatalogueT<Messages extends object>(
  catalogue: Catalogue,
): Translate<keyof Messages & string> {
  const { i18n } = useLingui();
  const ready = hasNamespace(i18n.messages, catalogue.namespace);
  useEffect(() => {
    if (!ready) ensureCatalogue(catalogue).catch(() => undefined);
  }, [ready, catalogue]);
  const t = useT<Messages>();
  return ready ? t : notYet;
}
