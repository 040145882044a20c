import { Badge } from '@yoga/shared';
import { usePagesT } from './pages-catalogue';

/** Said beside the support desk while it is the example one, so no one takes it for real. */
export function ExampleDeskNote() {
  const t = usePagesT();
  return (
    <p className="example-desk-note" data-testid="example-desk">
      <Badge tone="accent">{t('pages.contact.example')}</Badge> {t('pages.contact.exampleNote')}
    </p>
  );
}
