/**
 * The icon each name of `eventIcons` (src/collections/events/schema.ts) draws: the records name an icon, the code keeps
 * the components (rendered to SVG at build, no script; pictures in the editor's icon field).
 */
import { BotIcon, PresentationIcon, UsersIcon, VideoIcon, WrenchIcon, ZapIcon } from "lucide-react";
import type { eventIcons } from "~/collections/events/schema";
import type { IconComponent } from "~/components/types";

export const eventIconComponents: Readonly<Record<(typeof eventIcons)[number], IconComponent>> = {
  zap: ZapIcon,
  presentation: PresentationIcon,
  bot: BotIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
};
