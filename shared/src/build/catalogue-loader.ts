import { compileCatalogue } from './compile-catalogue';

interface LoaderContext {
  resourcePath: string;
}

/** webpack loader for `locales/<language>.json`: emits the compiled catalogue as an ES module. */
export default function catalogueLoader(this: LoaderContext, source: string): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(source, this.resourcePath)))});`;
}
