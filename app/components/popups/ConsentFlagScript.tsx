/**
 * A few bytes of script in the document head, run before the page paints: when the shopper has
 * answered the cookie banner, it marks <html data-consent="..."> so CSS hides the banner that a
 * cached page still contains, without a flash before React starts.
 */
export function ConsentFlagScript({ cookieName, nonce }: { cookieName: string; nonce?: string }) {
  const name = JSON.stringify(`${cookieName}=`);
  const source = `(function(){var n=${name},c=document.cookie.split("; ");for(var i=0;i<c.length;i++)if(c[i].indexOf(n)===0)document.documentElement.setAttribute("data-consent",c[i].slice(n.length))})();`;
  // The nonce lets it run under the page's Content-Security-Policy (app/http/security-headers.server.ts).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
