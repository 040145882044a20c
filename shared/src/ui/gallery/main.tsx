import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../i18n/language-provider';
import { activateLanguage, registerCatalogue } from '../../i18n/language-state';
import { isLanguage } from '../../domain/languages';
import { ROUTER_FUTURE } from '../../remote/router-future';
import { makeStore } from '../../store/store';
import { extraCatalogue } from '../../ui-extra/extra-catalogue';
import { kitCatalogue } from '../kit-catalogue';
import { KitGallery } from './kit-gallery';
// The gallery stands in for the shell here, which imports the kit's stylesheet once.
import '../kit.css';
import './gallery.css';

/** The gallery page: `?lang=hi` shows it in Hindi (built by e2e/gallery/webpack.config.js). */
async function start() {
  const asked = new URLSearchParams(window.location.search).get('lang');
  registerCatalogue(kitCatalogue);
  registerCatalogue(extraCatalogue);
  await activateLanguage(isLanguage(asked) ? asked : 'en');
  const root = document.getElementById('root');
  if (!root) return;
  // The address fields read PIN codes and address formats through the store's service APIs.
  createRoot(root).render(
    <Provider store={makeStore()}>
      <LanguageProvider>
        <MemoryRouter future={ROUTER_FUTURE}>
          <KitGallery />
        </MemoryRouter>
      </LanguageProvider>
    </Provider>,
  );
}

void start();
