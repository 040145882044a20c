import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default; on a shared CI runner a page's first
// render behind lazy chunks and mocked fetches took longer, and a correct page failed. A real
// failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
