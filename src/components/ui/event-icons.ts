/**
 * The icon each name of `eventIcons` (src/collections/events/schema.ts) draws: the records name an
 * icon, the code keeps the components (SVG at build, no script; pictures in the editor's icon
 * field). The event list looks its events' names up here, so the type check finds one missing.
 */
import { BotIcon, PresentationIcon, UsersIcon, VideoIcon, WrenchIcon, ZapIcon } from "lucide-react";
import type { IconComponent } from "./Icon";

export const eventIconComponents = {
  zap: ZapIcon,
  presentation: PresentationIcon,
  bot: BotIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
} as const satisfies Record<string, IconComponent>;
