/**
 * The icons the site draws, by component name, with their symbol id in the sprite
 * (icon-sprite.svg). Every drawing is Lucide's (lucide-react); `npm run icons` rebuilds the sprite
 * from this list, and a unit test fails when the committed sprite differs from what Lucide draws.
 * To add an icon: add it here and in index.tsx, then run `npm run icons`.
 * docs/decisions/038-render-cost.md.
 */
export const ICON_IDS = {
  AlertCircle: "alert-circle",
  ArrowLeft: "arrow-left",
  ArrowRight: "arrow-right",
  Building2: "building-2",
  CalendarDays: "calendar-days",
  CalendarPlus: "calendar-plus",
  Check: "check",
  CheckCircle2: "check-circle-2",
  ChevronDown: "chevron-down",
  ChevronLeft: "chevron-left",
  ChevronRight: "chevron-right",
  Clock: "clock",
  Copy: "copy",
  Download: "download",
  EyeOff: "eye-off",
  Flag: "flag",
  Globe: "globe",
  HandHeart: "hand-heart",
  Heart: "heart",
  HeartHandshake: "heart-handshake",
  History: "history",
  Hourglass: "hourglass",
  Info: "info",
  LayoutList: "layout-list",
  Lightbulb: "lightbulb",
  Lock: "lock",
  LogOut: "log-out",
  Mail: "mail",
  MapPin: "map-pin",
  Menu: "menu",
  MessageCircleQuestion: "message-circle-question",
  MessageSquare: "message-square",
  Pencil: "pencil",
  Phone: "phone",
  Plus: "plus",
  RefreshCw: "refresh-cw",
  Search: "search",
  Settings: "settings",
  SlidersHorizontal: "sliders-horizontal",
  Trash2: "trash-2",
  TriangleAlert: "triangle-alert",
  Users: "users",
  X: "x",
} as const;

/** A component name of {@link ICON_IDS}, e.g. "Heart". */
export type IconName = keyof typeof ICON_IDS;
