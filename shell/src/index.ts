// The site's styles load with the page, before any script, so the pre-rendered opening of /
// shows styled.
import './styles/global.css';
import { registerServiceWorker } from './features/offline/register-service-worker';

// An async boundary: shared singletons are negotiated before any of them is evaluated.
import('./bootstrap');

registerServiceWorker();
