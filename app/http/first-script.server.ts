// An inline script React writes at the end of every document (entry.server.tsx, its
// bootstrapScriptContent, with the render's nonce), before Remix's module scripts run; none for the
// speed-test agents' lean page, which runs no script. It weighs nothing in the pages' bundles.
// - SPEC §9's test_cookie: looked for, written when absent and read back; a browser that keeps none
//   gets <html data-cookies="off">, which shows the basket's and sign-in page's notice (base.css).
// - Such a browser blocks the page's storage too (reading it throws): an in-memory stand-in of the
//   same shape for the tab's life, as Remix reads sessionStorage on navigations. The storage is only
//   tried then: each first touch of a storage, like each read of the cookies, is a synchronous call to
//   the browser in the task that parses the page, and a browser that keeps cookies keeps its storage.
export const FIRST_SCRIPT_SOURCE =
  '(function(w,d){var c="test_cookie=";if(d.cookie.indexOf(c)>=0)return;d.cookie=c+"1; path=/; samesite=lax";if(d.cookie.indexOf(c)>=0)return;d.documentElement.setAttribute("data-cookies","off");["sessionStorage","localStorage"].forEach(function(n){try{w[n].length}catch(e){var m=Object.create(null),s={getItem:function(k){return k in m?m[k]:null},setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]},clear:function(){m=Object.create(null)},key:function(i){return Object.keys(m)[i]||null}};try{Object.defineProperty(w,n,{value:s,configurable:true})}catch(x){}}})})(window,document);';
