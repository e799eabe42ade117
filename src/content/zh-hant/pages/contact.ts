import mapBeijingSvg from '../../../assets/illustrations/map-beijing.svg?url&no-inline';
import mapShanghaiSvg from '../../../assets/illustrations/map-shanghai.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { ContactContent } from '../../types';

const map = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: ContactContent = {
  meta: {
    title: '聯絡我們',
    description: '視瞳科技北京、上海、廣州、成都辦公室的電話、電郵與地址，以及網上留言。',
  },
  heading: { title: '聯絡我們', lead: '歡迎透過電話、電郵或網上留言與我們聯絡。' },
  sections: {
    offices: { title: '辦公地點' },
    form: { title: '網上留言', lead: '留下您的聯絡方式與需求，我們會盡快與您聯絡。' },
  },
  hotline: { title: '服務熱線', hours: '工作日 9:00–18:00' },
  officeLabels: { tel: '電話', email: '電郵', postcode: '郵編' },
  offices: [
    {
      title: '北京總部',
      mobile: '010-6298 5100',
      email: 'beijing@retinova.com',
      postcode: '100085',
      address: { text: '地址', add: '北京市海淀區上地信息路 18 號 B 座 6 樓' },
      src: { image: map(mapBeijingSvg), alt: '北京總部位置示意圖' },
    },
    {
      title: '上海辦公室',
      mobile: '021-5080 6200',
      email: 'shanghai@retinova.com',
      postcode: '201203',
      address: { text: '地址', add: '上海市浦東新區張江科苑路 88 號 3 號樓 5 樓' },
      src: { image: map(mapShanghaiSvg), alt: '上海辦公室位置示意圖' },
    },
    {
      title: '廣州辦公室',
      mobile: '020-3839 7300',
      email: 'guangzhou@retinova.com',
      postcode: '510623',
      address: { text: '地址', add: '廣州市天河區珠江新城華夏路 30 號 18 樓' },
    },
    {
      title: '成都辦公室',
      mobile: '028-8533 8400',
      email: 'chengdu@retinova.com',
      postcode: '610041',
      address: { text: '地址', add: '成都市高新區天府三街 199 號 B 座 11 樓' },
    },
  ],
  form: {
    name: '姓名',
    phone: '電話',
    email: '電郵',
    appeal: '訴求',
    appealPlaceholder: '請選擇',
    appeals: {
      '1': '生產製造',
      '2': '行業採購',
      '3': '公共關係',
      '4': '市場代理',
      '5': '媒體宣傳',
      '6': '金融服務',
      '7': '服務商提供',
      '8': '諮詢',
      '9': '其他',
    },
    suggest: '詳情',
    counter: '{count}/{max}',
    suggestHint: '不超過 500 字',
    optional: '（選填）',
    required: '（必填）',
    consent: {
      before: '我已閱讀並同意',
      link: '私隱聲明',
      after: '，同意視瞳科技為回覆本留言處理我填寫的個人資料。',
    },
    newTab: '（在新分頁開啟）',
    button: '發送給我們',
    sending: '正在發送…',
    honeypot: '請勿填寫此項',
    notifications: '通知',
  },
};
