/**
 * A browser that blocks cookies blocks the page's storage too: reading `sessionStorage` throws. Remix
 * reads it on every client navigation (the route manifest's patches, scroll restoration), so such a
 * browser got the crash page on its first link. Before any of Remix's scripts, this gives the page
 * an in-memory storage of the same shape, for that tab's life, when the real one is refused.
 */
const SOURCE =
  '(function(w){["sessionStorage","localStorage"].forEach(function(n){try{w[n].length}catch(e){var m=Object.create(null),s={getItem:function(k){return k in m?m[k]:null},setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]},clear:function(){m=Object.create(null)},key:function(i){return Object.keys(m)[i]||null}};try{Object.defineProperty(w,n,{value:s,configurable:true})}catch(x){}}})})(window);';

export function StorageShimScript({ nonce }: { nonce?: string }) {
  // The nonce lets it run under the page's Content-Security-Policy (a public page's gets its hash).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
