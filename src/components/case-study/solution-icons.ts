/**
 * The icons a case study's pieces delivered may name (src/content/case-studies/*.json), each drawn
 * as SVG at build (no script); the case-study schema offers these names alone.
 */
import {
  ArrowLeftRightIcon,
  BellRingIcon,
  BotIcon,
  BoxesIcon,
  CalendarCheckIcon,
  CarFrontIcon,
  ChartColumnIcon,
  ChartLineIcon,
  ClipboardCheckIcon,
  DatabaseIcon,
  FilePenLineIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MailIcon,
  MessageSquareTextIcon,
  PackageCheckIcon,
  RefreshCwIcon,
  RouteIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  StoreIcon,
  TabletIcon,
  UmbrellaIcon,
  UsersIcon,
  WorkflowIcon,
  ZapIcon,
} from "lucide-react";
import type { IconComponent } from "../ui/Icon";

export const solutionIconComponents = {
  "arrow-left-right": ArrowLeftRightIcon,
  "bell-ring": BellRingIcon,
  bot: BotIcon,
  boxes: BoxesIcon,
  "calendar-check": CalendarCheckIcon,
  "car-front": CarFrontIcon,
  "chart-column": ChartColumnIcon,
  "chart-line": ChartLineIcon,
  "clipboard-check": ClipboardCheckIcon,
  database: DatabaseIcon,
  "file-pen-line": FilePenLineIcon,
  "layout-dashboard": LayoutDashboardIcon,
  "list-checks": ListChecksIcon,
  mail: MailIcon,
  "message-square-text": MessageSquareTextIcon,
  "package-check": PackageCheckIcon,
  "refresh-cw": RefreshCwIcon,
  route: RouteIcon,
  "shield-check": ShieldCheckIcon,
  smartphone: SmartphoneIcon,
  store: StoreIcon,
  tablet: TabletIcon,
  umbrella: UmbrellaIcon,
  users: UsersIcon,
  workflow: WorkflowIcon,
  zap: ZapIcon,
} as const satisfies Record<string, IconComponent>;

type SolutionIconName = keyof typeof solutionIconComponents;

export const solutionIconNames = Object.keys(solutionIconComponents) as [
  SolutionIconName,
  ...SolutionIconName[],
];
