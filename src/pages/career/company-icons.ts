import {
  Briefcase,
  Calendar,
  Coffee,
  Eye,
  GraduationCap,
  Heart,
  House,
  Lightbulb,
  type LucideIcon,
  Plane,
  Shield,
  Target,
  Users,
} from 'lucide-react';
import type { CompanyIcon } from '../../content/types';

/** The lucide icon of each icon name the content may use. */
export const COMPANY_ICONS: Record<CompanyIcon, LucideIcon> = {
  eye: Eye,
  heart: Heart,
  lightbulb: Lightbulb,
  users: Users,
  shield: Shield,
  target: Target,
  graduation: GraduationCap,
  calendar: Calendar,
  coffee: Coffee,
  home: House,
  briefcase: Briefcase,
  plane: Plane,
};
