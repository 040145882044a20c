/**
 * Each remote renders into an element the shell owns for the whole page life. React pages adopt it
 * into their layout when they render; single-spa can mount into it before or after that happens,
 * so the two routers never race.
 */
const containers = new Map<string, HTMLElement>();

export function remoteContainer(name: string): HTMLElement {
  let element = containers.get(name);
  if (!element) {
    element = document.createElement('div');
    element.className = 'remote-container';
    element.dataset.remote = name;
    containers.set(name, element);
  }
  return element;
}
