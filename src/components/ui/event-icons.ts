/**
 * The icon each name of `eventIcons` (src/collections/events/schema.ts) draws: the records name an
 * icon, the code keeps the components (rendered to SVG at build, no script; pictures in the
 * editor's icon field). An event list indexes this by its events' icon names, so the type checker
 * finds a name without an icon.
 */
import { BotIcon, PresentationIcon, UsersIcon, VideoIcon, WrenchIcon, ZapIcon } from "lucide-react";
import type { IconComponent } from "~/components/types";

export const eventIconComponents = {
  zap: ZapIcon,
  presentation: PresentationIcon,
  bot: BotIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
} as const satisfies Record<string, IconComponent>;
