// An inline script React writes at the end of every document (entry.server.tsx, its
// bootstrapScriptContent, with the render's nonce), before Remix's module scripts run; none for the
// speed-test agents' lean page, which runs no script. It weighs nothing in the pages' bundles.
// - SPEC §9's test_cookie: looked for, written when absent and read back; a browser that keeps none
//   gets <html data-cookies="off">, which shows the basket's and sign-in page's notice (base.css).
//   Where the browser has the Cookie Store API (a secure origin), asked through it: each read of
//   `document.cookie` is a synchronous call to the browser in the task that parses the page (measured
//   at 0.5 to 58 ms while the page loads), the store's answers come back without blocking. The
//   check's promise is `window.__cookies`, which the page's start (page-scripts.server.ts) awaits
//   before the app runs, so the storage stand-ins are there first and the test cookie is written
//   before any post the app makes. Elsewhere, `document.cookie` as before.
// - Such a browser blocks the page's storage too (reading it throws): an in-memory stand-in of the
//   same shape for the tab's life, as Remix reads sessionStorage on navigations. The storage is only
//   tried then: each first touch of a storage is a synchronous call to the browser too, and a
//   browser that keeps cookies keeps its storage.
export const FIRST_SCRIPT_SOURCE =
  '(function(w,d){var c="test_cookie",k=w.cookieStore;function off(){d.documentElement.setAttribute("data-cookies","off");["sessionStorage","localStorage"].forEach(function(n){try{w[n].length}catch(e){var m=Object.create(null),s={getItem:function(k){return k in m?m[k]:null},setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]},clear:function(){m=Object.create(null)},key:function(i){return Object.keys(m)[i]||null}};try{Object.defineProperty(w,n,{value:s,configurable:true})}catch(x){}}})}if(k&&k.get&&k.set){w.__cookies=k.get(c).then(function(v){return v||k.set({name:c,value:"1",path:"/",sameSite:"lax"}).then(function(){return k.get(c)})}).then(function(v){if(!v)off()},off);return}if(d.cookie.indexOf(c+"=")>=0)return;d.cookie=c+"=1; path=/; samesite=lax";if(d.cookie.indexOf(c+"=")>=0)return;off()})(window,document);';
