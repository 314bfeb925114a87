// The home page's CMS blocks (hero, promotional tiles, featured categories): a merchant changes
// them in the backend, no deploy. Each is sanitised here and, for a document request, kept out of
// the loader data (the document has it once). A backend without them, or one that fails to answer
// them, leaves the page's own words in their place.
import type { AppLoadContext } from "@remix-run/node";
import { getCmsBlocks } from "~/commerce/cms/cms.server";
import { isCommerceError } from "~/commerce/errors";
import type { CmsHtmlView } from "~/components/cms/cms-html";
import { cmsHtmlForPage } from "~/components/cms/cms-html.server";
import { HOME_BLOCKS, type HomeBlockName } from "./home-blocks";

export async function loadHomeBlocks(
  context: AppLoadContext,
): Promise<{ blocks: Partial<Record<HomeBlockName, CmsHtmlView>>; cacheTags: string[] }> {
  const { shop } = context;
  const names = Object.keys(HOME_BLOCKS) as HomeBlockName[];
  const answer = await getCmsBlocks(
    shop.commerce,
    names.map((name) => HOME_BLOCKS[name]),
  ).catch((error: unknown) => {
    if (!isCommerceError(error)) throw error;
    return { blocks: new Map<string, string>(), cacheTags: [] };
  });
  const blocks: Partial<Record<HomeBlockName, CmsHtmlView>> = {};
  for (const name of names) {
    const view = cmsHtmlForPage(context, `home-${name}`, answer.blocks.get(HOME_BLOCKS[name]), shop.storeView);
    if (view.html !== null || view.inDocument) blocks[name] = view;
  }
  return { blocks, cacheTags: answer.cacheTags };
}
