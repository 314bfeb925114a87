// Makes the catalogue's media files from the database's rows (schema.ts): nothing is downloaded and no
// binary is committed. Each file's art follows from its row and its name's suffix (-front, -back,
// -closeup, -video poster, -turntable.webm, -360-NN frame, -old), so any file can be made again at
// any time: in the background after start, or on demand when the media router is asked for it.
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Database } from "better-sqlite3";
import sharp from "sharp";
import { backSvg, categorySvg, closeupSvg, frontSvg, heroSvg, type ProductArt } from "./art.js";
import { packColour, packKind, shade, type PackKind } from "./kinds.js";
import { rasterise, tubTurntable, turntableVideo, VIDEO, type VideoFormat } from "./render.js";
import { createMediaRepository, type MediaRepository, type PackArtRow } from "./repository.js";
import { CATEGORIES } from "../seed/catalog-data.js";

/** Frames of a 360 spin, and their size (a spin is shown at most about 800 px wide). */
export const SPIN_FRAMES = 36;
const SPIN_SIZE = 800;
const MASTER_SIZE = 1200;
const THUMBNAIL_SIZE = 160;
/** The home page's banner, at Magento's WYSIWYG media path (see ADR 0037). */
export const HERO_FILE = "wysiwyg/home/hero.webp";

/** Magento-style dispersion path: "/i/m/impact-whey-protein-front.webp". */
export function mediaFilePath(baseName: string, ext = "webp"): string {
  const clean = baseName.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-");
  const a = clean[0] ?? "x";
  const b = clean[1] ?? "x";
  return `/${a}/${b}/${clean}.${ext}`;
}

type Maker = () => Promise<Buffer>;

function seedOf(s: string): number {
  let h = 7;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

function artOf(r: PackArtRow): ProductArt {
  const kind = packKind(r.url_key, r.category);
  return {
    name: r.name,
    kind,
    colour: packColour(r.url_key),
    flavourCode: r.flavour_code,
    flavourName: r.flavour,
    sizeLabel: r.size_label,
    seed: seedOf(r.url_key),
  };
}

/** The generated media of one backend: what can be made, and making it once. */
export class MediaFiles {
  private plan: Map<string, Maker> | null = null;
  private readonly running = new Map<string, Promise<boolean>>();
  private line: Promise<void> = Promise.resolve();
  // A tub's label strip is worth keeping while its spin frames are made one after another.
  private readonly turntables = new Map<string, ReturnType<typeof tubTurntable>>();

  private readonly media: MediaRepository;

  constructor(
    db: Database,
    readonly mediaDir: string,
    /** The turntable videos' format: the shop's unless a test asks for a smaller one. */
    private readonly videoFormat: VideoFormat = VIDEO,
  ) {
    this.media = createMediaRepository(db);
  }

  /** Every file the rows name, relative to the media directory ("catalog/product/i/m/x.webp"). */
  files(): string[] {
    return [...this.makers().keys()];
  }

  /** Forget the plan (after the rows change). */
  refresh(): void {
    this.plan = null;
    this.turntables.clear();
  }

  /** Makes `relPath` if it is a known file missing on disk; true when it exists afterwards. */
  ensure(relPath: string): Promise<boolean> {
    // only names the rows give are looked at: a request's path never reaches the disk unchecked
    const maker = this.makers().get(relPath);
    if (!maker) return Promise.resolve(false);
    const full = join(this.mediaDir, relPath);
    if (existsSync(full)) return Promise.resolve(true);
    let job = this.running.get(relPath);
    if (!job) {
      // one drawing at a time: a page asking for 18 new pictures must not starve the shop's other
      // requests (part of the drawing is JavaScript on the main thread)
      const turn = this.line.then(() => maker());
      this.line = turn.then(
        () => undefined,
        () => undefined,
      );
      job = (async () => {
        const data = await turn;
        await mkdir(dirname(full), { recursive: true });
        // written under a temporary name first: a reader never sees half a file
        const tmp = `${full}.${process.pid}.tmp`;
        await writeFile(tmp, data);
        await rename(tmp, full);
        return true;
      })().finally(() => this.running.delete(relPath));
      this.running.set(relPath, job);
    }
    return job;
  }

  /** Makes every missing file, one at a time (the shop keeps serving meanwhile). Returns how many. */
  async ensureAll(shouldStop: () => boolean = () => false): Promise<number> {
    let made = 0;
    for (const file of this.files()) {
      if (shouldStop()) break;
      if (existsSync(join(this.mediaDir, file))) continue;
      await this.ensure(file);
      made++;
    }
    this.turntables.clear();
    return made;
  }

  private makers(): Map<string, Maker> {
    if (!this.plan) this.plan = this.buildPlan();
    return this.plan;
  }

  private turntable(art: ProductArt, size: number) {
    // everything printed on the label is part of the key: two sizes of one flavour are two tubs
    const key = `${art.name}|${art.flavourCode}|${art.sizeLabel}|${size}`;
    let t = this.turntables.get(key);
    if (!t) {
      t = tubTurntable(art, size);
      this.turntables.set(key, t);
    }
    return t;
  }

  private buildPlan(): Map<string, Maker> {
    const plan = new Map<string, Maker>();
    // What a product without pictures shows (an owner's new product): Magento's placeholder names.
    for (const role of PLACEHOLDER_ROLES)
      plan.set(`catalog/product/placeholder/${role}.svg`, async () => Buffer.from(PLACEHOLDER_SVG));
    const rows = this.media.productArt();
    const product = (f: string) => `catalog/product${f}`;
    for (const r of rows) {
      // a configurable parent shows its first flavour
      const art = artOf(r.flavour_code ? r : { ...r, flavour_code: r.first_flavour_code, flavour: r.first_flavour });
      const front: Maker =
        art.kind === "tub"
          ? async () => (await (await this.turntable(art, MASTER_SIZE))(0)).webp({ quality: 88 }).toBuffer()
          : () => rasterise(frontSvg(art, MASTER_SIZE));
      if (r.media_type === "image360" && r.frames) {
        const frames = JSON.parse(r.frames) as string[];
        frames.forEach((f, i) =>
          plan.set(product(f), async () =>
            (await (await this.turntable(art, SPIN_SIZE))((2 * Math.PI * i) / frames.length))
              .webp({ quality: 82 })
              .toBuffer(),
          ),
        );
        continue;
      }
      if (r.media_type === "external-video" && r.video_url) {
        plan.set(product(r.video_url), () => turntableVideo(art, this.videoFormat));
        plan.set(product(r.file), front);
        continue;
      }
      const view = /-(front|back|closeup|video|old)\.\w+$/.exec(r.file)?.[1] ?? "front";
      const maker: Maker =
        view === "back"
          ? () => rasterise(backSvg(art, MASTER_SIZE))
          : view === "closeup"
            ? () => rasterise(closeupSvg(art, MASTER_SIZE))
            : view === "old"
              ? () => rasterise(frontSvg({ ...art, colour: shade(art.colour, 0.4), flavourName: null }, MASTER_SIZE))
              : front;
      plan.set(product(r.file), maker);
      // Magento's small copies under catalog/product/thumbnail/ (the GraphQL answer names them)
      // (from the master when it is there; never by waiting for it: drawings take turns)
      plan.set(product(`/thumbnail${r.file}`), async () => {
        const master = join(this.mediaDir, product(r.file));
        return sharp(existsSync(master) ? master : await maker())
          .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE)
          .webp({ quality: 80 })
          .toBuffer();
      });
    }
    this.planCategories(plan);
    return plan;
  }

  private planCategories(plan: Map<string, Maker>): void {
    const categories = this.media.categoryImages();
    for (const c of categories) {
      const colour = CATEGORIES.find((x) => x.id === c.id)?.colour ?? "#263238";
      plan.set(`catalog/category/${c.image}`, () => {
        const packs = this.media.packsOfCategory(c.id, 3).map(artOf);
        return rasterise(categorySvg(packs, colour, 1200, 800));
      });
    }
    plan.set(HERO_FILE, () => {
      const kinds: PackKind[] = ["pouch", "bottle", "tub", "bar", "shaker"];
      const all = this.media.packs(200).map(artOf);
      const packs = kinds.flatMap((k) => all.filter((a) => a.kind === k).slice(0, 1));
      return rasterise(heroSvg(packs, 2400, 900));
    });
  }
}

/** The image roles a product's picture answers for (catalog/service.ts names its placeholder by role). */
const PLACEHOLDER_ROLES = ["image", "small_image", "thumbnail", "swatch_image"] as const;

/** A quiet, wordless stand-in: a tub's outline on the gallery's grey, readable at any size. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
<rect width="800" height="800" fill="#f1f3f5"/>
<g fill="none" stroke="#c3c9d0" stroke-width="18" stroke-linejoin="round">
<rect x="270" y="250" width="260" height="70" rx="18"/>
<path d="M285 320h230l-12 260a30 30 0 0 1-30 28H327a30 30 0 0 1-30-28z"/>
<path d="M340 420h120M340 470h80"/>
</g>
</svg>
`;
