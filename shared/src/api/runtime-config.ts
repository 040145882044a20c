import { serviceUrlsUnder, type ServiceName } from '../domain/services';

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
