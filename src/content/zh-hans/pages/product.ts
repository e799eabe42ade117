import visionTrainingSvg from '../../../assets/illustrations/vision-training.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import type { ProductContent } from '../../types';

export const content: ProductContent = {
  meta: {
    title: '产品中心',
    description:
      '糖网筛查软件、青光眼与白内障辅助诊断软件、眼底相机、健康风险评估、眼科信息化软件、近视防控设备与医疗大模型。',
  },
  heading: { title: '产品中心', lead: '从拍摄、分析到管理，覆盖视网膜影像的完整链条。' },
  tabsLabel: '产品类别',
  tabs: {
    samd: {
      tab: '医疗器械软件',
      heading: {
        title: '医疗器械软件',
        lead: '基于视网膜（眼底）照片的人工智能辅助诊断软件，帮助医生更早发现眼病。',
      },
      firstProduct: {
        tag: '三类医疗器械',
        title: '糖尿病视网膜病变筛查软件',
        content:
          '国内首个获得国家药品监督管理局三类医疗器械注册证的同类产品。软件分析彩色眼底照片，识别需要转诊的糖尿病视网膜病变，并在数分钟内生成筛查报告，帮助医生把有限的专科资源用在最需要的患者身上。',
        points: [
          '国内同类产品中首个获得三类医疗器械注册证',
          '一分钟完成视网膜拍照，随后自动分析',
          '支持医院、基层医疗机构与体检中心部署',
        ],
        image: { ...ASSETS.illustrations.fundus, alt: '带有血管分布的视网膜（眼底）图像示意' },
        regulatory: [
          {
            label: '预期用途',
            text: '用于辅助医务人员对糖尿病患者的彩色眼底照片进行糖尿病视网膜病变筛查，结果须由医生结合临床情况判断。',
          },
          { label: '使用对象', text: '供医疗专业人员使用。' },
        ],
      },
      figures: [
        { value: 91.75, decimals: 2, suffix: '%', label: '灵敏度' },
        { value: 93.1, decimals: 1, suffix: '%', label: '特异度' },
      ],
      figuresNote: '数据来自该产品注册临床试验。',
      detailLink: { label: '了解糖网筛查软件详情', href: '/samd-detail' },
      others: {
        heading: { title: '更多眼病辅助诊断软件' },
        list: [
          {
            title: '青光眼辅助诊断软件',
            content:
              '分析眼底照片中的视盘与视杯形态，提示疑似青光眼改变，帮助医生在常规眼底检查中发现需要进一步检查的人群。',
            regulatory: [
              {
                label: '预期用途',
                text: '辅助医务人员识别疑似青光眼眼底改变，不能替代眼压、视野等专科检查。',
              },
              { label: '使用对象', text: '供医疗专业人员使用。' },
            ],
          },
          {
            title: '白内障辅助诊断软件',
            content:
              '根据眼部图像评估晶状体混浊情况，提示可能的白内障，便于基层机构及时将患者转诊至眼科。',
            regulatory: [
              {
                label: '预期用途',
                text: '辅助医务人员识别疑似白内障，诊断与治疗方案由眼科医生确定。',
              },
              { label: '使用对象', text: '供医疗专业人员使用。' },
            ],
          },
        ],
      },
    },
    hardware: {
      tab: '硬件设备',
      heading: {
        title: '硬件设备',
        lead: '便携式与台式眼底相机，与 AI 分析软件配合，一分钟完成视网膜拍照。',
      },
      models: [
        {
          tag: '便携式',
          title: '便携式眼底相机',
          content:
            '轻巧的手持式设计，可带到病房、社区与筛查现场。拍摄完成后图像自动上传，由 AI 软件分析并生成报告。',
          points: ['手持拍摄，适合床旁与外出筛查', '屏幕引导拍摄，操作上手快', '图像自动上传分析'],
          image: { ...ASSETS.illustrations.portableFundusCamera, alt: '手持式便携眼底相机' },
          regulatory: [
            { label: '预期用途', text: '用于拍摄眼底图像，供医务人员观察与分析。' },
            { label: '使用对象', text: '供经过培训的医务人员或技术人员使用。' },
          ],
        },
        {
          tag: '台式',
          title: '台式眼底相机',
          content:
            '为门诊、体检中心与药店等固定场所设计，自动对焦与拍摄，帮助非眼科人员也能稳定拍出可用于分析的眼底照片。',
          points: [
            '自动对位、对焦与拍摄',
            '适合高通量的门诊与体检场景',
            '与筛查软件和报告系统直接对接',
          ],
          image: { ...ASSETS.illustrations.desktopFundusCamera, alt: '带显示屏的台式眼底相机' },
          regulatory: [
            { label: '预期用途', text: '用于拍摄眼底图像，供医务人员观察与分析。' },
            { label: '使用对象', text: '供经过培训的医务人员或技术人员使用。' },
          ],
        },
      ],
    },
    riskAssessment: {
      tab: '健康风险评估',
      heading: {
        title: '健康风险评估',
        lead: '视网膜是全身唯一可以无创、直接看到血管与神经的部位。',
      },
      desc: [
        '一张视网膜照片记录着全身微血管与神经的状态。我们的 AI 模型分析这些细微变化，评估多种慢性病的风险，帮助人们在出现症状之前了解自己的健康。',
        '评估结果以分级的方式呈现，并给出生活方式与就医建议，方便保险、药店、体检与政府健康项目开展人群健康管理。',
      ],
      steps: {
        heading: { title: '评估流程' },
        list: [
          { title: '拍摄', content: '约一分钟完成双眼视网膜拍照，无需注射，无创无痛。', shade: 1 },
          { title: 'AI 分析', content: '模型分析血管、视盘与视网膜的细微改变。', shade: 2 },
          { title: '风险分级', content: '按风险高低分级呈现，标出需要关注的方面。', shade: 3 },
          {
            title: '建议与随访',
            content: '给出就医与生活方式建议，高风险人群建议及时就医。',
            shade: 4,
          },
        ],
      },
      imageBanner: {
        title: '看见视网膜，了解全身健康',
        text: '视网膜上的血管与全身血管同源同质。通过视网膜影像，我们能够无创地观察微循环，为慢病风险管理提供线索。',
        image: ASSETS.illustrations.fundus,
      },
      risks: {
        heading: { title: '视网膜影像可提示的风险' },
        list: [
          { icon: 'heart', title: '心脑血管疾病', content: '提示心血管疾病与卒中的风险。' },
          { icon: 'bloodPressure', title: '高血压', content: '提示与血压相关的视网膜血管改变。' },
          { icon: 'glucose', title: '糖尿病', content: '提示糖尿病及其眼部并发症的风险。' },
          { icon: 'kidney', title: '慢性肾病', content: '提示与微血管病变相关的肾脏健康风险。' },
        ],
      },
      figure: {
        value: 95830,
        label: '人被发现存在重大健康风险',
      },
      regulatory: [
        {
          label: '说明',
          text: '健康风险评估提供健康管理信息，不是疾病诊断；评估提示风险较高者，应前往医疗机构进一步检查。',
        },
      ],
    },
    medicalSoftware: {
      tab: '医疗信息化软件',
      heading: {
        title: '医疗信息化软件',
        lead: '连接设备、影像与医生，让眼科数据在院内外顺畅流转。',
      },
      list: [
        {
          icon: 'pacs',
          title: '眼科 PACS',
          content: '统一存储与调阅眼底照相、OCT 等眼科影像，支持对比阅片与结构化报告。',
        },
        {
          icon: 'emr',
          title: '眼科电子病历',
          content: '面向眼科门诊的专科病历模板，记录检查、诊断与随访，减少重复录入。',
        },
        {
          icon: 'consultation',
          title: '远程会诊平台',
          content: '基层机构上传影像，上级医院眼科医生远程阅片与会诊，让患者在家门口获得专科意见。',
        },
      ],
      regulatory: [{ label: '使用对象', text: '供医疗机构及其医务人员使用。' }],
    },
    myopia: {
      tab: '近视防控',
      heading: {
        title: '近视防控',
        lead: '面向儿童青少年的视觉康复设备与训练软件，在医生指导下使用。',
      },
      products: [
        {
          tag: '视觉康复',
          title: '视觉康复（光疗）设备',
          content:
            '用于儿童青少年近视防控的光疗康复设备，按医生或视光师制定的方案在家或门诊使用，使用记录可同步给专业人员随访。',
          points: ['按处方方案使用', '使用记录自动同步', '配合定期复查评估效果'],
          image: {
            ...ASSETS.illustrations.myopiaLightTherapyDevice,
            alt: '双目式视觉康复光疗设备',
          },
          regulatory: [
            { label: '预期用途', text: '用于儿童青少年近视的辅助防控。' },
            { label: '使用要求', text: '须在眼科医生或视光专业人员的评估与指导下使用。' },
          ],
        },
        {
          tag: '视觉训练',
          title: '斜弱视视觉训练软件',
          content:
            '以游戏化的视觉训练任务帮助斜视、弱视儿童进行双眼视功能训练，训练强度与进度由专业人员设定并跟踪。',
          points: [
            '游戏化训练，提高依从性',
            '专业人员设定方案与进度',
            '训练数据可视化，便于复诊评估',
          ],
          image: {
            url: assetUrl(visionTrainingSvg),
            width: 480,
            height: 360,
            alt: '平板屏幕上的视觉训练游戏与红蓝训练眼镜',
          },
          regulatory: [
            { label: '预期用途', text: '用于斜视、弱视患者的视功能训练。' },
            { label: '使用要求', text: '须在眼科医生或视光专业人员的评估与指导下使用。' },
          ],
        },
      ],
    },
    languageModel: {
      tab: '医疗大模型',
      heading: {
        title: '医疗大模型',
        lead: '以眼科与慢病知识训练的医疗大语言模型，服务医生与患者。',
      },
      audiences: [
        {
          icon: 'doctor',
          title: '为医生',
          points: [
            '整理病历与检查结果，起草结构化报告',
            '检索指南与文献要点，辅助临床决策',
            '解读 AI 筛查结果，生成患者随访提醒',
          ],
        },
        {
          icon: 'patient',
          title: '为患者',
          points: [
            '用通俗语言解释筛查报告中的名词',
            '提供慢病与眼健康的生活方式知识',
            '提醒复查时间，建议何时就医',
          ],
        },
      ],
      intendedUse: {
        title: '预期用途',
        text: '医疗大模型为医疗专业人员提供临床决策支持，为患者提供健康信息。它不作出诊断，不替代医生的判断与面诊。',
        notes: [
          '面向医生的功能供医疗专业人员使用，输出内容须经医生审核。',
          '面向患者的内容仅为健康科普信息；如有不适，请及时就医。',
        ],
      },
    },
  },
};
