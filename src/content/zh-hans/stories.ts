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
    topic: '体检中的意外发现',
    desc: '我没有任何不舒服，只是单位体检顺便拍了眼底。报告提示视网膜有糖尿病相关改变，复查后才知道血糖已经很高了。',
    person: '企业职员，45 岁，上海',
    ...images(0),
    video: clip('体检中的意外发现'),
  },
  {
    id: 'pharmacy-screening',
    topic: '家门口的药店筛查',
    desc: '以前总觉得看眼睛要去大医院排队。现在在楼下药店一分钟就拍完了，结果手机上就能看。',
    person: '退休教师，67 岁，成都',
    ...images(1),
    video: clip('家门口的药店筛查'),
  },
  {
    id: 'primary-care-doctor',
    topic: '基层医生的好帮手',
    desc: '我们卫生院没有眼科医生。有了眼底相机和 AI 辅助，糖尿病患者每年的眼底检查终于能在本地完成。',
    person: '乡镇卫生院全科医生，四川',
    ...images(2),
    video: clip('基层医生的好帮手'),
  },
  {
    id: 'family-history',
    topic: '为家人多做一次检查',
    desc: '父亲有多年高血压，我陪他做了视网膜检查，报告提醒我们注意心脑血管风险，也让他更愿意按时吃药。',
    person: '患者家属，38 岁，广州',
    ...images(3),
    video: clip('为家人多做一次检查'),
  },
  {
    id: 'child-myopia',
    topic: '孩子的视力管理',
    desc: '视光中心每学期给孩子拍一次眼底、测一次眼轴，变化一目了然，我们做近视防控也更有依据。',
    person: '小学生家长，北京',
    ...images(4),
    video: clip('孩子的视力管理'),
  },
];
