// The words of the case studies' industries and services (keys of @lumiere/validation), per language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CaseStudyIndustry, CaseStudyService } from "@lumiere/validation";

export const INDUSTRY_LABELS: Record<CaseStudyIndustry, MessageDescriptor> = {
  finance: msg`Finance & banking`,
  insurance: msg`Insurance`,
  healthcare: msg`Healthcare`,
  retail: msg`Retail`,
  manufacturing: msg`Manufacturing`,
  energy: msg`Energy`,
  logistics: msg`Logistics & transport`,
  "public-sector": msg`Public sector`,
  education: msg`Education`,
  media: msg`Media`,
  other: msg`Other industries`,
};

/** The site's services: its four expertise areas, named as the home page names them. */
export const SERVICE_LABELS: Record<CaseStudyService, MessageDescriptor> = {
  nlp: msg`Natural Language Processing`,
  "predictive-analytics": msg`Predictive Analytics`,
  "adaptive-learning": msg`Adaptive Learning`,
  "computer-vision": msg`Computer Vision`,
};

export const industryLabel = (key: string): MessageDescriptor | undefined => INDUSTRY_LABELS[key as CaseStudyIndustry];
export const serviceLabel = (key: string): MessageDescriptor | undefined => SERVICE_LABELS[key as CaseStudyService];
