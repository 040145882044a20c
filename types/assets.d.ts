declare module '*.css';
/** A font file bundled as a hashed asset: its URL. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
