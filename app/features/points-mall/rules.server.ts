import type { LoaderFunctionArgs } from "@remix-run/node";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { requirePointMall } from "./access.server";

export interface RulesView {
  /** The platform's rules text in the request's language, as paragraphs (plain text: rendered as text, never as HTML). */
  paragraphs: Result<string[]>;
}

/** `/pointMall/rules`: the points rules from the platform's config. */
export async function rulesLoader({ request, context }: LoaderFunctionArgs): Promise<RulesView> {
  await requirePointMall(request, context);
  const config = await settled(context.platform.points.config({ language: context.i18n.language }));
  return {
    paragraphs: config.ok
      ? {
          ok: true,
          value: config.value.rules
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean),
        }
      : config,
  };
}
