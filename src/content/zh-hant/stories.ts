import { ASSETS } from '../../config/assets';
import type { Story } from '../types';

const video = ASSETS.videos.placeholder;
const clip = (title: string) => ({
  url: video.url,
  type: video.type,
  poster: video.poster.jpg,
  posterWebp: video.poster.webp,
  title,
});
const images = (index: number) => {
  const set = ASSETS.images.stories[index];
  if (!set) throw new Error(`No story image set ${index}`);
  return { h5Background: set.mobile, pcBackground: set.desktop };
};

/** Five patient stories, shared by the Home carousel and the stories page. */
export const stories: Story[] = [
  {
    id: 'routine-checkup',
    topic: '體檢中的意外發現',
    desc: '我沒有任何不舒服，只是公司體檢順便拍了眼底。報告提示視網膜有糖尿病相關改變，覆查後才知道血糖已經很高了。',
    person: '企業職員，45 歲，上海',
    ...images(0),
    video: clip('體檢中的意外發現'),
  },
  {
    id: 'pharmacy-screening',
    topic: '家門口的藥房篩查',
    desc: '以前總覺得看眼睛要去大醫院排隊。現在在樓下藥房一分鐘就拍完了，結果手機上就能看。',
    person: '退休教師，67 歲，成都',
    ...images(1),
    video: clip('家門口的藥房篩查'),
  },
  {
    id: 'primary-care-doctor',
    topic: '基層醫生的好幫手',
    desc: '我們衛生院沒有眼科醫生。有了眼底相機和 AI 輔助，糖尿病患者每年的眼底檢查終於能在本地完成。',
    person: '鄉鎮衛生院全科醫生，四川',
    ...images(2),
    video: clip('基層醫生的好幫手'),
  },
  {
    id: 'family-history',
    topic: '為家人多做一次檢查',
    desc: '父親有多年高血壓，我陪他做了視網膜檢查，報告提醒我們注意心腦血管風險，也讓他更願意按時服藥。',
    person: '患者家屬，38 歲，廣州',
    ...images(3),
    video: clip('為家人多做一次檢查'),
  },
  {
    id: 'child-myopia',
    topic: '孩子的視力管理',
    desc: '視光中心每學期給孩子拍一次眼底、測一次眼軸，變化一目了然，我們做近視防控也更有依據。',
    person: '小學生家長，北京',
    ...images(4),
    video: clip('孩子的視力管理'),
  },
];
