/** Appeal options of SPEC §3 as staff read them in notification e-mails (codes 1–9). */
export const APPEAL_LABELS_ZH: Record<string, string> = {
  '1': '制造 Manufacturing',
  '2': '行业采购 Industry sourcing/procurement',
  '3': '公共关系 Public relations',
  '4': '营销代理 Marketing agency',
  '5': '媒体推广 Media promotion',
  '6': '金融服务 Financial services',
  '7': '服务商供应 Service provider provision',
  '8': '咨询 Consulting',
  '9': '其他 Others',
};
