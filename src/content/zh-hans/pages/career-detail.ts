import { ASSETS } from '../../../config/assets';
import type { CareerDetailContent } from '../../types';

const { fundus, sceneCheckupCentre, reportOnTablet, sceneHospital } = ASSETS.illustrations;
const HR_EMAIL = 'hr@retinova.com';
const duties = '岗位职责';
const requirements = '任职要求';

export const content: CareerDetailContent = {
  meta: {
    title: '招聘详情',
    description: '视瞳科技各类岗位的职责、要求、工作地点与投递方式。',
  },
  heading: { title: '招聘详情', lead: '了解每类岗位的工作内容，找到适合您的位置。' },
  sections: {
    algorithm: { title: '视觉算法类' },
    marketing: { title: '市场类' },
    product: { title: '产品类' },
    medical: { title: '医学注册类' },
  },
  categories: {
    algorithm: {
      post: '用算法读懂每一张眼底照片',
      postUrl: { image: fundus, alt: '眼底照片示意图，可见视盘与血管分支' },
      postOath: '在这里，您将',
      postOathDetail: [
        '参与眼底图像多病种识别与健康风险评估模型的研发',
        '与眼科医生共同定义问题，用临床数据验证每一次改进',
        '把模型从实验室带到医院、体检中心与药店的真实场景',
      ],
      colleaguesWordsTitle: '同事说',
      colleaguesWordsList: [
        {
          ctt: '模型上线前要经过严格的临床验证，这让我对每一个指标都更加认真。',
          source: '高级算法工程师，北京',
        },
        {
          ctt: '和医学团队坐在一起讨论病例，是我理解问题最快的方式。',
          source: '算法研究员，北京',
        },
      ],
      postList: [
        {
          title: '医学图像算法工程师',
          list: [
            {
              title: duties,
              items: [
                '负责眼底图像分类、分割与检测算法的研究与开发',
                '设计实验、分析误差，持续提升模型的准确性与稳定性',
                '配合产品与注册团队完成算法文档与验证资料',
              ],
            },
            {
              title: requirements,
              items: [
                '计算机、电子、数学或相关专业硕士及以上学历',
                '熟悉 PyTorch 等深度学习框架，有医学图像项目经验者优先',
                '良好的沟通能力，乐于与医学背景的同事合作',
              ],
            },
          ],
        },
        {
          title: '算法部署工程师',
          list: [
            {
              title: duties,
              items: [
                '负责模型在服务器与边缘设备上的推理优化与部署',
                '建设模型版本管理、监控与回归测试流程',
              ],
            },
            {
              title: requirements,
              items: ['本科及以上学历，熟悉 C++ 或 Python', '了解模型量化、推理加速框架者优先'],
            },
          ],
        },
      ],
      workplace: {
        address: '北京市海淀区上地信息路 18 号 B 座 6 层',
        email: HR_EMAIL,
        btn: '投递简历',
      },
    },
    marketing: {
      post: '让更多人知道，一张眼底照片能发现什么',
      postUrl: { image: sceneCheckupCentre, alt: '体检中心场景：受检者正在拍摄眼底照片' },
      postOath: '在这里，您将',
      postOathDetail: [
        '面向医院、体检中心、药店与保险机构推广眼底人工智能筛查',
        '策划学术会议、行业展会与科普活动',
        '与合作伙伴一起，把筛查服务带到更多城市',
      ],
      colleaguesWordsTitle: '同事说',
      colleaguesWordsList: [
        {
          ctt: '听到合作机构说筛查帮一位顾客及早就医，是这份工作最有成就感的时刻。',
          source: '区域市场经理，上海',
        },
        {
          ctt: '我们的市场工作建立在临床证据之上，讲的每一句话都要站得住。',
          source: '品牌市场专员，北京',
        },
      ],
      postList: [
        {
          title: '区域市场经理',
          list: [
            {
              title: duties,
              items: [
                '负责所在区域医疗机构与合作伙伴的市场拓展',
                '组织学术推广与客户培训，收集市场反馈',
              ],
            },
            {
              title: requirements,
              items: [
                '本科及以上学历，医学、药学或市场营销相关专业优先',
                '三年以上医疗器械或医疗信息化行业市场经验',
              ],
            },
          ],
        },
        {
          title: '品牌市场专员',
          list: [
            {
              title: duties,
              items: ['负责官网、公众号与展会内容的策划和制作', '协助开展健康科普活动'],
            },
            {
              title: requirements,
              items: ['本科及以上学历，文字功底扎实', '有医疗健康行业内容经验者优先'],
            },
          ],
        },
      ],
      workplace: {
        address: '北京、上海、广州、成都办公室（见联系我们页面）',
        email: HR_EMAIL,
        btn: '投递简历',
      },
    },
    product: {
      post: '把人工智能做成医生和用户愿意用的产品',
      postUrl: { image: reportOnTablet, alt: '平板电脑上的眼底筛查报告界面' },
      postOath: '在这里，您将',
      postOathDetail: [
        '负责筛查软件、眼科信息系统与健康风险评估产品的规划',
        '走进诊室与体检中心，观察并理解真实的使用流程',
        '与算法、研发、质量和注册团队一起交付符合法规的产品',
      ],
      colleaguesWordsTitle: '同事说',
      colleaguesWordsList: [
        {
          ctt: '一次次去现场看医生怎样操作，比任何需求文档都更有说服力。',
          source: '高级产品经理，北京',
        },
        {
          ctt: '医疗软件的每次变更都要经过评审与验证，流程让我们更踏实。',
        },
      ],
      postList: [
        {
          title: '医疗软件产品经理',
          list: [
            {
              title: duties,
              items: [
                '负责产品需求调研、功能规划与版本管理',
                '编写需求与设计文档，参与可用性测试',
                '配合注册团队准备产品技术资料',
              ],
            },
            {
              title: requirements,
              items: [
                '本科及以上学历，三年以上软件产品经验',
                '有医疗器械软件或医院信息系统经验者优先',
              ],
            },
          ],
        },
        {
          title: '交互设计师',
          list: [
            {
              title: duties,
              items: ['负责医生端与用户端的交互与界面设计', '建设并维护设计规范'],
            },
            {
              title: requirements,
              items: ['设计相关专业，有完整的作品集', '重视可访问性与细节'],
            },
          ],
        },
      ],
      workplace: {
        address: '北京市海淀区上地信息路 18 号 B 座 6 层',
        email: HR_EMAIL,
        btn: '投递简历',
      },
    },
    medical: {
      post: '用证据与合规守护每一款产品',
      postUrl: { image: sceneHospital, alt: '医院场景：医生查看眼底筛查结果' },
      postOath: '在这里，您将',
      postOathDetail: [
        '设计并推进医疗器械临床试验与真实世界研究',
        '负责产品注册申报与上市后合规工作',
        '与临床专家合作，沉淀医学证据与学术成果',
      ],
      colleaguesWordsTitle: '同事说',
      colleaguesWordsList: [
        {
          ctt: '注册工作细致而漫长，但看到产品获批、真正用于筛查时，一切都值得。',
          source: '注册经理，北京',
        },
        {
          ctt: '医学团队要既懂临床，也懂算法的边界，这里两者都能学到。',
          source: '医学经理，上海',
        },
      ],
      postList: [
        {
          title: '医疗器械注册专员',
          list: [
            {
              title: duties,
              items: [
                '负责医疗器械软件与设备的注册资料编写与申报',
                '跟踪法规变化，支持质量体系与上市后监督',
              ],
            },
            {
              title: requirements,
              items: [
                '医学、生物医学工程、药学或相关专业本科及以上学历',
                '有医疗器械注册经验者优先',
              ],
            },
          ],
        },
        {
          title: '临床研究经理',
          list: [
            {
              title: duties,
              items: ['负责临床试验方案设计、中心管理与数据质量', '撰写临床评价资料与学术文章'],
            },
            {
              title: requirements,
              items: ['医学或公共卫生相关专业硕士及以上学历', '熟悉医疗器械临床试验质量管理规范'],
            },
          ],
        },
      ],
      workplace: {
        address: '北京市海淀区上地信息路 18 号 B 座 6 层',
        email: HR_EMAIL,
        btn: '投递简历',
      },
    },
  },
  labels: {
    categories: '岗位类别',
    posts: '招聘岗位',
    workplace: '工作地点与投递',
    address: '工作地点',
    email: '投递邮箱',
    mailSubject: '应聘：{category}',
    back: '返回加入我们',
  },
};
