import { serviceUrlsUnder, type ServiceName } from '../domain/services';
import { DEFAULT_SUPPORT_CONTACT, type SupportContact } from '../routing/support-contact';

const defaultServiceUrls = serviceUrlsUnder('/api');

let serviceUrls: Record<ServiceName, string> = { ...defaultServiceUrls };

/** The shell calls this with the `services` map of the remote manifest before any remote mounts. */
export function setServiceUrls(urls: Partial<Record<ServiceName, string>>): void {
  serviceUrls = { ...serviceUrls, ...urls };
}

export function getServiceUrl(service: ServiceName): string {
  return serviceUrls[service];
}

export function resetServiceUrls(): void {
  serviceUrls = { ...defaultServiceUrls };
}

let support: SupportContact = DEFAULT_SUPPORT_CONTACT;

/** The shell calls this with the manifest's `support` before anything renders. */
export function setSupportContact(contact: SupportContact): void {
  support = contact;
}

/** The support desk of the deployment (the manifest's, read at boot). */
export function supportContact(): SupportContact {
  return support;
}
