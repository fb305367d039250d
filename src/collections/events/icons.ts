/**
 * The icon each name of `eventIcons` (schema.ts) draws: the records name an icon, the code keeps
 * the components (rendered to SVG at build, no script; pictures in the editor's icon field).
 */
import { BotIcon, PresentationIcon, UsersIcon, VideoIcon, WrenchIcon, ZapIcon } from "lucide-react";
import type { IconComponent } from "~/components/types";
import type { eventIcons } from "./schema";

export const eventIconComponents: Readonly<Record<(typeof eventIcons)[number], IconComponent>> = {
  zap: ZapIcon,
  presentation: PresentationIcon,
  bot: BotIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
};
