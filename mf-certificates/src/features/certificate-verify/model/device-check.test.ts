import { jsonResponse as json, stubFetch, type FetchStub } from '@yoga/shared/testing';
import { issuerKeys, signCredential, tamper } from '../../../testing/credentials';
import { issuedCertificate } from '../../../testing/fixtures';
import { checkOnDevice } from './device-check';

const certificate = issuedCertificate();
const expected = {
  pageUrl: certificate.page_url,
  holderName: certificate.holder_name,
  issuerUrl: certificate.issuer.url,
  issuedAt: certificate.issued_at,
};
const JWKS = 'GET /.well-known/jwks.json';

describe('checkOnDevice', () => {
  let server: FetchStub;
  let keys: Awaited<ReturnType<typeof issuerKeys>>;
  beforeAll(async () => {
    keys = await issuerKeys();
  });
  beforeEach(() => {
    server = stubFetch({ [JWKS]: json(keys.jwks) });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('passes a credential the issuer signed that says what the page says', async () => {
    const credential = await signCredential(certificate, keys);
    await expect(checkOnDevice(credential, '/.well-known/jwks.json', expected)).resolves.toBe(
      'valid',
    );
  });

  it('passes a credential issued after the phone’s clock (not valid before its issue)', async () => {
    const issuedAt = new Date(Date.now() + 3_600_000).toISOString();
    const credential = await signCredential({ ...certificate, issued_at: issuedAt }, keys);
    await expect(
      checkOnDevice(credential, '/.well-known/jwks.json', { ...expected, issuedAt }),
    ).resolves.toBe('valid');
  });

  it('fails a credential changed after signing', async () => {
    const credential = tamper(await signCredential(certificate, keys));
    await expect(checkOnDevice(credential, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
  });

  it('fails a genuine credential of another name, page or issuer', async () => {
    const otherName = await signCredential(certificate, keys, { name: 'Someone Else' });
    const otherPage = await signCredential(certificate, keys, { id: 'https://x.example/c/1' });
    const otherIssuer = await signCredential(certificate, keys, { issuer: 'https://x.example' });
    await expect(checkOnDevice(otherIssuer, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
    await expect(checkOnDevice(otherName, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
    await expect(checkOnDevice(otherPage, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
  });

  it('reads the holder of a credential signed before it named them by identifier', async () => {
    const old = await signCredential(certificate, keys, { signedBefore0022: true });
    await expect(checkOnDevice(old, '/.well-known/jwks.json', expected)).resolves.toBe('valid');
    const otherName = await signCredential(certificate, keys, {
      signedBefore0022: true,
      name: 'Someone Else',
    });
    await expect(checkOnDevice(otherName, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
  });

  it('fails a credential signed with a key the issuer does not publish', async () => {
    const stranger = await issuerKeys('issuer-2026');
    const credential = await signCredential(certificate, stranger);
    await expect(checkOnDevice(credential, '/.well-known/jwks.json', expected)).resolves.toBe(
      'invalid',
    );
  });

  it('says when the browser has no Ed25519, or the keys cannot be read', async () => {
    const credential = await signCredential(certificate, keys);
    jest
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValueOnce(new DOMException('Ed25519 is not supported', 'NotSupportedError'));
    await expect(checkOnDevice(credential, '/.well-known/jwks.json', expected)).resolves.toBe(
      'unsupported',
    );
    server.answer(JWKS, json({ message: 'down' }, 503));
    await expect(checkOnDevice(credential, '/.well-known/jwks.json', expected)).resolves.toBe(
      'unavailable',
    );
  });
});
