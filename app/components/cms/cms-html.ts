// What a page's loader data carries of a CMS fragment (cms-html.server.ts makes it; it is a static part, ~/components/ui/static-part shows it).

export interface CmsHtmlView {
  /** the fragment's key among the document's fragments (app/components/ui/document-html.tsx) */
  key: string;
  /** the sanitised HTML when the data carries it; null when the document does (or there is none) */
  html: string | null;
  inDocument: boolean;
}
