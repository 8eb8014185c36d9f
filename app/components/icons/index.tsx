/**
 * The site's icons as references into one static, content-hashed SVG sprite, far smaller HTML
 * than Lucide's inline drawings (docs/decisions/050-render-cost.md). Every icon is decorative, so
 * each is `aria-hidden`; the `.icon` class gives Lucide's default size and stroke.
 */
import type * as React from "react";
import spriteHref from "./icon-sprite.svg?no-inline";
import { ICON_IDS, type IconName } from "./ids";

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "children" | "ref">;

export type Icon = (props: IconProps) => React.ReactElement;

function icon(name: IconName): Icon {
  const href = `${spriteHref}#${ICON_IDS[name]}`;
  const Component = ({ className, ...props }: IconProps) => (
    <svg aria-hidden="true" {...props} className={className ? `icon ${className}` : "icon"}>
      <use href={href} />
    </svg>
  );
  Component.displayName = name;
  return Component;
}

export const AlertCircle = icon("AlertCircle");
export const ArrowLeft = icon("ArrowLeft");
export const ArrowRight = icon("ArrowRight");
export const Building2 = icon("Building2");
export const CalendarDays = icon("CalendarDays");
export const CalendarPlus = icon("CalendarPlus");
export const Check = icon("Check");
export const CheckCircle2 = icon("CheckCircle2");
export const ChevronDown = icon("ChevronDown");
export const ChevronLeft = icon("ChevronLeft");
export const ChevronRight = icon("ChevronRight");
export const Clock = icon("Clock");
export const Copy = icon("Copy");
export const Download = icon("Download");
export const EyeOff = icon("EyeOff");
export const Flag = icon("Flag");
export const Globe = icon("Globe");
export const HandHeart = icon("HandHeart");
export const Heart = icon("Heart");
export const HeartHandshake = icon("HeartHandshake");
export const History = icon("History");
export const Hourglass = icon("Hourglass");
export const Info = icon("Info");
export const LayoutList = icon("LayoutList");
export const Lightbulb = icon("Lightbulb");
export const Lock = icon("Lock");
export const LogOut = icon("LogOut");
export const Mail = icon("Mail");
export const MapPin = icon("MapPin");
export const Menu = icon("Menu");
export const MessageCircleQuestion = icon("MessageCircleQuestion");
export const MessageSquare = icon("MessageSquare");
export const Pencil = icon("Pencil");
export const Phone = icon("Phone");
export const Plus = icon("Plus");
export const RefreshCw = icon("RefreshCw");
export const Search = icon("Search");
export const Settings = icon("Settings");
export const SlidersHorizontal = icon("SlidersHorizontal");
export const Trash2 = icon("Trash2");
export const TriangleAlert = icon("TriangleAlert");
export const Users = icon("Users");
export const X = icon("X");
