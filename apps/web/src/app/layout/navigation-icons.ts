// The side menu's icons by the name navigation.ts gives them: only the shell's menu imports them, so /login does not.
import AddLinkOutlinedIcon from "@mui/icons-material/AddLinkOutlined";
import AltRouteOutlinedIcon from "@mui/icons-material/AltRouteOutlined";
import RouteOutlinedIcon from "@mui/icons-material/RouteOutlined";
import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import BadgeOutlinedIcon from "@mui/icons-material/BadgeOutlined";
import BarChartOutlinedIcon from "@mui/icons-material/BarChartOutlined";
import LeaderboardOutlinedIcon from "@mui/icons-material/LeaderboardOutlined";
import BlockIcon from "@mui/icons-material/Block";
import ChatOutlinedIcon from "@mui/icons-material/ChatOutlined";
import ScheduleOutlinedIcon from "@mui/icons-material/ScheduleOutlined";
import DesktopWindowsOutlinedIcon from "@mui/icons-material/DesktopWindowsOutlined";
import HandshakeOutlinedIcon from "@mui/icons-material/HandshakeOutlined";
import HistoryOutlinedIcon from "@mui/icons-material/HistoryOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import MapOutlinedIcon from "@mui/icons-material/MapOutlined";
import ManageHistoryOutlinedIcon from "@mui/icons-material/ManageHistoryOutlined";
import PersonRemoveOutlinedIcon from "@mui/icons-material/PersonRemoveOutlined";
import PowerSettingsNewOutlinedIcon from "@mui/icons-material/PowerSettingsNewOutlined";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import PeopleAltOutlinedIcon from "@mui/icons-material/PeopleAltOutlined";
import SupportAgentOutlinedIcon from "@mui/icons-material/SupportAgentOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import StoreMallDirectoryOutlinedIcon from "@mui/icons-material/StoreMallDirectoryOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import StoreOutlinedIcon from "@mui/icons-material/StoreOutlined";
import PendingOutlinedIcon from "@mui/icons-material/PendingOutlined";
import PentagonOutlinedIcon from "@mui/icons-material/PentagonOutlined";
import QueueOutlinedIcon from "@mui/icons-material/QueueOutlined";
import WhereToVoteOutlinedIcon from "@mui/icons-material/WhereToVoteOutlined";
import PinDropOutlinedIcon from "@mui/icons-material/PinDropOutlined";
import PersonOffOutlinedIcon from "@mui/icons-material/PersonOffOutlined";
import TwoWheelerOutlinedIcon from "@mui/icons-material/TwoWheelerOutlined";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import GroupAddOutlinedIcon from "@mui/icons-material/GroupAddOutlined";
import EditNoteOutlinedIcon from "@mui/icons-material/EditNoteOutlined";
import PlaylistAddOutlinedIcon from "@mui/icons-material/PlaylistAddOutlined";

export const NAVIGATION_ICONS = {
  AddLinkOutlined: AddLinkOutlinedIcon,
  AltRouteOutlined: AltRouteOutlinedIcon,
  RouteOutlined: RouteOutlinedIcon,
  AdminPanelSettingsOutlined: AdminPanelSettingsOutlinedIcon,
  BadgeOutlined: BadgeOutlinedIcon,
  BarChartOutlined: BarChartOutlinedIcon,
  LeaderboardOutlined: LeaderboardOutlinedIcon,
  Block: BlockIcon,
  ChatOutlined: ChatOutlinedIcon,
  ScheduleOutlined: ScheduleOutlinedIcon,
  DesktopWindowsOutlined: DesktopWindowsOutlinedIcon,
  HandshakeOutlined: HandshakeOutlinedIcon,
  HistoryOutlined: HistoryOutlinedIcon,
  GroupsOutlined: GroupsOutlinedIcon,
  HowToRegOutlined: HowToRegOutlinedIcon,
  MapOutlined: MapOutlinedIcon,
  ManageHistoryOutlined: ManageHistoryOutlinedIcon,
  PersonRemoveOutlined: PersonRemoveOutlinedIcon,
  PowerSettingsNewOutlined: PowerSettingsNewOutlinedIcon,
  LocalShippingOutlined: LocalShippingOutlinedIcon,
  LocalOfferOutlined: LocalOfferOutlinedIcon,
  PaymentsOutlined: PaymentsOutlinedIcon,
  PeopleAltOutlined: PeopleAltOutlinedIcon,
  SupportAgentOutlined: SupportAgentOutlinedIcon,
  SettingsOutlined: SettingsOutlinedIcon,
  StoreMallDirectoryOutlined: StoreMallDirectoryOutlinedIcon,
  StorefrontOutlined: StorefrontOutlinedIcon,
  StoreOutlined: StoreOutlinedIcon,
  PendingOutlined: PendingOutlinedIcon,
  PentagonOutlined: PentagonOutlinedIcon,
  QueueOutlined: QueueOutlinedIcon,
  WhereToVoteOutlined: WhereToVoteOutlinedIcon,
  PinDropOutlined: PinDropOutlinedIcon,
  PersonOffOutlined: PersonOffOutlinedIcon,
  TwoWheelerOutlined: TwoWheelerOutlinedIcon,
  UploadFileOutlined: UploadFileOutlinedIcon,
  GroupAddOutlined: GroupAddOutlinedIcon,
  EditNoteOutlined: EditNoteOutlinedIcon,
  PlaylistAddOutlined: PlaylistAddOutlinedIcon,
};

export type NavigationIcon = keyof typeof NAVIGATION_ICONS;
