/** Helpers for the tests of the shell and every remote (never imported by app code). */
export { demoLead } from './demo-lead';
export { jsonResponse } from './json-response';
export { stubFetch, type FetchStub, type StubAnswer, type StubbedCall } from './fetch-stub';
export { renderWithStore, type RenderOptions } from './render-with-store';
export { inTestLanguage, switchTestLanguage } from './test-language';
export { problemBody, testMember } from './test-member';
export { manifestRoute } from './manifest-route';
export { withModalDialogs } from './modal-dialogs';
export { readBlobText } from './read-blob-text';
