import type { APIRoute, GetStaticPaths } from 'astro';
import { routes } from '../../routes.ts';
import { site } from '../../config/site.ts';
import { socialCardFor } from '../../content/socialCards.ts';
import { drawSocialImage } from '../../lib/seo/drawSocialImage.ts';
import { socialImageName } from '../../lib/seo/socialImage.ts';

/** One social image per registered route (src/lib/seo/socialImage.ts names them). */
export const getStaticPaths = (() =>
  routes.map((route) => ({
    params: { page: socialImageName(route.path) },
    props: { route },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await drawSocialImage(site.name, socialCardFor(props.route));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
